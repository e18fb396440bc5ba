//! The primitives the runtime implements, as typed ids: every effect, function and root that
//! `stdlib/primitives.card` declares has one variant here, and every variant one declaration
//! (the engine suite's parity test compares them both ways). A card's effect verbs, calls and
//! root names resolve to an [`EffectOp`], [`FunctionOp`] or [`RootOp`] once, when the pool
//! loads ([`crate::defs::CardPool`]'s tables, indexed by the declaration the loader resolved
//! each verb, call and name to), and the interpreter dispatches on the id with exhaustive
//! `match`es, never on the text.

/// Declares an enum of primitives with the name each has in `stdlib/primitives.card`.
macro_rules! primitives {
    ($(#[$doc:meta] $name:ident { $($variant:ident = $text:literal,)* })*) => {$(
        #[$doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum $name { $($variant,)* }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The name declared in `stdlib/primitives.card`.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }

            /// The primitive a declared name stands for.
            pub fn from_name(name: &str) -> Option<$name> {
                match name { $($text => Some($name::$variant),)* _ => None }
            }
        }
    )*};
}

primitives! {
    /// An effect: the verb of a statement.
    EffectOp {
        Kill = "kill",
        Discard = "discard",
        Stop = "stop",
        Unstop = "unstop",
        Destroy = "destroy",
        Damage = "damage",
        Relocate = "relocate",
        MoveToFarEnd = "move_to_far_end",
        Place = "place",
        Return = "return",
        Score = "score",
        Draw = "draw",
        Download = "download",
        Nullify = "nullify",
        Modify = "modify",
        GainSkill = "gain_skill",
        LoseSkill = "lose_skill",
        TakeControl = "take_control",
        Stasis = "stasis",
        Release = "release",
        Capture = "capture",
        Disable = "disable",
        Quarantine = "quarantine",
        Shuffle = "shuffle",
        Reveal = "reveal",
        QFlash = "q_flash",
        Suspend = "suspend",
        Play = "play",
        SelectSkill = "select_skill",
        Forbid = "forbid",
        Exchange = "exchange",
        LookAt = "look_at",
        EndGame = "end_game",
        Convert = "convert",
        LoseFeature = "lose_feature",
        EndAttempt = "end_attempt",
        MustAttempt = "must_attempt",
        BringForward = "bring_forward",
        Enable = "enable",
        Beam = "beam",
        Multiply = "multiply",
        RestoreRange = "restore_range",
        Tow = "tow",
        MakeCompatible = "make_compatible",
        PermitIcon = "permit_icon",
        AttemptAs = "attempt_as",
        NamePlayer = "name_player",
        PlaceBeneathDeck = "place_beneath_deck",
        Repair = "repair",
        Attack = "attack",
        CancelBattle = "cancel_battle",
        Cloak = "cloak",
        Uncloak = "uncloak",
        Station = "station",
        Replay = "replay",
        EndTurn = "end_turn",
        InPlaceOfCardPlay = "in_place_of_card_play",
        CancelPlay = "cancel_play",
        HeadFor = "head_for",
        MoveToHeading = "move_to_heading",
        LetGo = "let_go",
        Flip = "flip",
        Hosts = "hosts",
        InsertLocation = "insert_location",
        ReturnToFormer = "return_to_former",
        Grant = "grant",
        NameCards = "name_cards",
        SetAttribute = "set_attribute",
    }
    /// A function: a value or selector of game text.
    FunctionOp {
        Present = "present",
        Meets = "meets",
        Highest = "highest",
        Random = "random",
        Choose = "choose",
        UpTo = "up_to",
        Where = "where",
        Except = "except",
        Count = "count",
        Sum = "sum",
        Owner = "owner",
        Controller = "controller",
        Aboard = "aboard",
        PresentWith = "present_with",
        Hand = "hand",
        DiscardPile = "discard_pile",
        DrawDeck = "draw_deck",
        QContinuum = "q_continuum",
        SideDeck = "side_deck",
        OpponentOf = "opponent_of",
        Top = "top",
        Topmost = "topmost",
        CardsInPlay = "cards_in_play",
        TitleHas = "title_has",
        CopyOf = "copy_of",
        Points = "points",
        ScoreOf = "score_of",
        BonusArea = "bonus_area",
        Location = "location",
        AwayTeamsOf = "away_teams_of",
        StartOf = "start_of",
        InPlay = "in_play",
        Stopped = "stopped",
        ControlledBy = "controlled_by",
        ClassifiedAs = "classified_as",
        CardsAt = "cards_at",
        HeldBy = "held_by",
        CaptiveOf = "captive_of",
        InMode = "in_mode",
        SeededAt = "seeded_at",
        Attempted = "attempted",
        Solved = "solved",
        Commanded = "commanded",
        Half = "half",
        Most = "most",
        Farthest = "farthest",
        Nearest = "nearest",
        Docked = "docked",
        NameCardType = "name_card_type",
        OfType = "of_type",
        MovedToThisTurn = "moved_to_this_turn",
        AtHeading = "at_heading",
        AdjacentTo = "adjacent_to",
        ChoosePlayer = "choose_player",
        NamedPlayer = "named_player",
        Combatants = "combatants",
        Answered = "answered",
        FarEnd = "far_end",
        PlayedOn = "played_on",
        HostOf = "host_of",
        DiscardedThisAttempt = "discarded_this_attempt",
        CardPlaysLeft = "card_plays_left",
        NormalCardPlay = "normal_card_play",
        AtStartOfTurn = "at_start_of_turn",
        StaffingIcons = "staffing_icons",
        BottomSeedCard = "bottom_seed_card",
        Among = "among",
        Towing = "towing",
        BeamsThisTurn = "beams_this_turn",
        FaceDown = "face_down",
        NamedCards = "named_cards",
    }
    /// A root: a name every card's text may use.
    RootOp {
        Universal = "universal",
        AnyCard = "any_card",
        SelfCard = "self",
        Target = "target",
        You = "you",
        Opponent = "opponent",
        EachPlayer = "each_player",
        Group = "group",
        AwayTeam = "away_team",
        Crew = "crew",
        Mission = "mission",
        Ship = "ship",
        Here = "here",
        Spaceline = "spaceline",
        Table = "table",
        OutOfPlay = "out_of_play",
        CountdownExpires = "countdown_expires",
        EndOfTurn = "end_of_turn",
        RestOfGame = "rest_of_game",
        NextTurn = "next_turn",
        AllPersonnel = "all_personnel",
        AllShips = "all_ships",
        AllMissions = "all_missions",
        InStasis = "in_stasis",
        Captive = "captive",
        OnPlanet = "on_planet",
        Casualties = "casualties",
        Cloaked = "cloaked",
        Exposed = "exposed",
        ChangedCloak = "changed_cloak",
        Damaged = "damaged",
        Empty = "empty",
        AboardFacility = "aboard_facility",
        WhoseTurn = "whose_turn",
        Unstopped = "unstopped",
        InTow = "in_tow",
        GapsBetweenMissions = "gaps_between_missions",
        AtopMission = "atop_mission",
        OpensASideDeck = "opens_a_side_deck",
    }
}
