//! The canonical layout: indentation by nesting, one space between pieces where the author
//! left blanks, fixed spacing around `,`, `:` and block braces, and tidy blank lines.
//! `docs/format.md` describes the layout for card authors.

use super::pieces::{lines, Kind, Piece};

/// Spaces per nesting level.
const INDENT: &str = "  ";

/// `text` in the canonical layout. The text should lex and parse; use
/// [`format_source`](super::format_source) to be sure the meaning is unchanged.
pub fn layout(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth: usize = 0;
    let mut pending_blank = false;
    let mut previous_opens_block = false;
    for line in lines(text) {
        if line.is_empty() {
            pending_blank = !out.is_empty();
            continue;
        }
        let leading_closers = line.iter().take_while(|p| p.kind == Kind::Close).count();
        if pending_blank && !previous_opens_block && leading_closers == 0 {
            out.push('\n');
        }
        pending_blank = false;
        let indent = depth.saturating_sub(leading_closers);
        out.push_str(&INDENT.repeat(indent));
        write_line(&line, &mut out);
        out.push('\n');
        for piece in &line {
            match piece.kind {
                Kind::Open => depth += 1,
                Kind::Close => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        previous_opens_block = line
            .iter()
            .rev()
            .find(|p| !matches!(p.kind, Kind::Comment))
            .is_some_and(|p| p.kind == Kind::Open);
    }
    out
}

/// Writes the pieces of one line with the canonical spacing between them.
fn write_line(line: &[Piece<'_>], out: &mut String) {
    for (index, piece) in line.iter().enumerate() {
        if index > 0 && space_between(&line[index - 1], piece) {
            out.push(' ');
        }
        out.push_str(piece.text);
    }
}

/// Whether one space separates `before` from `after` on a line.
fn space_between(before: &Piece<'_>, after: &Piece<'_>) -> bool {
    match (before.kind, after.kind) {
        // A trailing comment or doc line stands one space after the code.
        (_, Kind::Comment | Kind::Doc) => true,
        // `skills: Diplomacy, Law`, `by: opponent`: none before, one after.
        (_, Kind::Punct) => false,
        (Kind::Punct, _) => true,
        // A block or body opens one space after its header: `on play {`.
        (Kind::Atom | Kind::Close, Kind::Open) if after.text == "{" && before.text != "(" => true,
        // A block written on one line has a space inside each brace: `{ draw 1 }`. (A card
        // reference `{Title}` is one atom, never an open brace.)
        (Kind::Open, _) if before.text == "{" && after.kind != Kind::Close => true,
        (_, Kind::Close) if after.text == "}" && before.kind != Kind::Open => true,
        _ => after.spaced,
    }
}

#[cfg(test)]
mod tests {
    use super::layout;

    #[test]
    fn indentation_follows_nesting() {
        let text = "card \"A\" {\n      set: Premiere\n\ton play {\ndraw 1\n   }\n}\n";
        assert_eq!(
            layout(text),
            "card \"A\" {\n  set: Premiere\n  on play {\n    draw 1\n  }\n}\n"
        );
    }

    #[test]
    fn blank_lines_collapse_and_never_open_or_close_a_block() {
        let text = "\n\na {\n\n  b\n\n\n  c\n\n}\n\n\n";
        assert_eq!(layout(text), "a {\n  b\n\n  c\n}\n");
    }

    #[test]
    fn what_has_the_shape_of_a_card_reference_keeps_its_spacing() {
        let text = "a {\n  on play {draw 1}\n  b({Palor Toff:  Alien Trader},[Cmd])\n}\n";
        assert_eq!(
            layout(text),
            "a {\n  on play {draw 1}\n  b({Palor Toff:  Alien Trader}, [Cmd])\n}\n"
        );
    }

    #[test]
    fn spacing_around_commas_colons_and_braces() {
        let text = "a{\n  skills:Law ,Diplomacy   x2 // note   \n  kill x(by:you){ y }  {Q}\n}";
        assert_eq!(
            layout(text),
            "a {\n  skills: Law, Diplomacy x2 // note\n  kill x(by: you) { y } {Q}\n}\n"
        );
    }
}
