//! The standard library, embedded in the binary: the vocabulary, the card-type schemas, the
//! primitives, the shared keywords and the core rules with their errata, all written in the card language under `stdlib/`.
//! Each file is loaded under a pseudo-path `<stdlib>/NAME.card`, so diagnostics in it point
//! at a name a reader can find.

/// The embedded stdlib files: (pseudo-path, text), in load order.
pub const FILES: &[(&str, &str)] = &[
    ("<stdlib>/vocabulary.card", include_str!("../../stdlib/vocabulary.card")),
    ("<stdlib>/card_types.card", include_str!("../../stdlib/card_types.card")),
    ("<stdlib>/primitives.card", include_str!("../../stdlib/primitives.card")),
    ("<stdlib>/keywords.card", include_str!("../../stdlib/keywords.card")),
    ("<stdlib>/rules.card", include_str!("../../stdlib/rules.card")),
    (
        "<stdlib>/errata/faq_1995.errata",
        include_str!("../../stdlib/errata/faq_1995.errata"),
    ),
];
