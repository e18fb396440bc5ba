//! The Manheim's Dimensional Door example of the glossary (M:69-83), step by step, with the
//! stack of suspended card plays asserted after each numbered step (rules-digest §3.8). "I"
//! is player 1, whose turn it is; "you" is player 2.

use crate::scenario::{choose, options};
use stccg_runtime::board::Board;
use stccg_runtime::engine::{Frame, Game, Segment};
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::state::{Place, Ruleset};
use stccg_tests::runtime_pool;

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);

/// The card plays on the stack, bottom to top, as "Title·P1".
fn stack(game: &Game) -> Vec<String> {
    game.state()
        .flow
        .iter()
        .filter_map(|frame| match frame {
            Frame::Play { card, player, .. } => Some(format!("{}·P{}", title(game, *card), player.0 + 1)),
            _ => None,
        })
        .collect()
}

fn title(game: &Game, card: CardId) -> String {
    game.pool().def(game.state().card(card).def).title.clone()
}

fn place(game: &Game, card: CardId) -> Place {
    game.state().card(card).place
}

struct Cards {
    my_kchiq: CardId,
    my_palor: CardId,
    my_tent: CardId,
    amanda: CardId,
    countermanda: CardId,
    your_palor: CardId,
    your_tent: CardId,
    wrong_door: CardId,
    tricorder: CardId,
    your_personnel: CardId,
    outpost: CardId,
}

/// The board of the example: Manheim's Dimensional Door on a planet, my Klingon Outpost, the
/// hands of M:74-77, a Q's Tent side deck each (mine holds Countermanda, yours Wrong Door),
/// and in your discard pile one non-personnel card and one personnel.
fn board() -> (Game, Cards) {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let (location, planet) = board.mission("Avert Disaster", ME).unwrap();
    board
        .card("Manheim's Dimensional Door", YOU, Place::On { card: planet })
        .unwrap();
    let outpost = board
        .card("Klingon Outpost", ME, Place::AtLocation { location, player: ME })
        .unwrap();
    let my_hand = Place::Hand { player: ME };
    let your_hand = Place::Hand { player: YOU };
    let cards = Cards {
        my_kchiq: board.card("K'chiQ", ME, my_hand).unwrap(),
        my_palor: board.card("Palor Toff: Alien Trader", ME, my_hand).unwrap(),
        my_tent: board.card("Q's Tent", ME, my_hand).unwrap(),
        amanda: board.card("Amanda Rogers", ME, my_hand).unwrap(),
        countermanda: board.side_deck("Q's Tent", "Countermanda", ME).unwrap(),
        your_palor: board.card("Palor Toff: Alien Trader", YOU, your_hand).unwrap(),
        your_tent: board.card("Q's Tent", YOU, your_hand).unwrap(),
        wrong_door: board.side_deck("Q's Tent", "Wrong Door", YOU).unwrap(),
        tricorder: board.card("Tricorder", YOU, Place::Discard { player: YOU }).unwrap(),
        your_personnel: board.card("Worf", YOU, Place::Discard { player: YOU }).unwrap(),
        outpost,
    };
    board.card("K'chiQ", YOU, your_hand).unwrap();
    board.side_deck("Q's Tent", "Res-Q", ME).unwrap();
    // K'chiQ and Manheim's Dimensional Door are [AU] cards: each player has an open doorway
    // (docs/rules.md, alternate-universe-icon).
    for player in [ME, YOU] {
        board
            .card("Alternate Universe Door", player, Place::Table { player })
            .unwrap();
    }
    board.turn(ME, 1, Segment::CardPlay);
    let state = board.build();
    let game = Game::from_board(pool.clone(), state);
    (game, cards)
}

#[test]
fn the_manheim_example_runs_step_by_step() {
    let (mut game, c) = board();

    // 1 (M:74): I play K'chiQ. You show a K'chiQ from hand; mine is suspended.
    choose(&mut game, "report K'chiQ");
    assert_eq!(
        game.pending().unwrap().player,
        YOU,
        "{:#?} {:#?}",
        game.pending(),
        game.log()
    );
    choose(&mut game, "use Manheim's Dimensional Door");
    assert_eq!(stack(&game), ["K'chiQ·P1"]);

    // 2 (M:75): You play Palor Toff. I show a Palor Toff; yours is suspended.
    choose(&mut game, &format!("Palor Toff: Alien Trader (#{})", c.your_palor.0));
    assert_eq!(stack(&game), ["K'chiQ·P1", "Palor Toff: Alien Trader·P2"]);
    assert_eq!(game.pending().unwrap().player, ME);
    choose(&mut game, "use Manheim's Dimensional Door");

    // 3 (M:76): I play Q's Tent. You show a Q's Tent; mine is suspended.
    choose(&mut game, &format!("Q's Tent (#{})", c.my_tent.0));
    assert_eq!(
        stack(&game),
        ["K'chiQ·P1", "Palor Toff: Alien Trader·P2", "Q's Tent·P1"]
    );
    assert_eq!(place(&game, c.my_tent), Place::SetAside { player: ME });
    choose(&mut game, "use Manheim's Dimensional Door");

    // 4 (M:77): You play the Q's Tent you showed. I show none: mine is set aside, not in my
    // hand, so no hiccup is offered to me and the plays start to resolve.
    choose(&mut game, &format!("Q's Tent (#{})", c.your_tent.0));
    assert_eq!(
        stack(&game),
        ["K'chiQ·P1", "Palor Toff: Alien Trader·P2", "Q's Tent·P1", "Q's Tent·P2"]
    );

    // 5 (M:78): Your Q's Tent resolves: you retrieve Wrong Door from your Tent (your choice,
    // so the doorway is discarded).
    assert_eq!(game.pending().unwrap().player, YOU);
    let first_way = options(&game)[0].clone();
    choose(&mut game, &first_way);
    assert_eq!(place(&game, c.wrong_door), Place::Hand { player: YOU });
    assert_eq!(place(&game, c.your_tent), Place::Discard { player: YOU });
    assert_eq!(
        stack(&game),
        ["K'chiQ·P1", "Palor Toff: Alien Trader·P2", "Q's Tent·P1"]
    );

    // 6 (M:79): My Q's Tent comes to resolve; you respond with Wrong Door; I answer with
    // Amanda Rogers, which nullifies Wrong Door; my Q's Tent resolves: I take Countermanda.
    choose(&mut game, "respond with Wrong Door");
    assert_eq!(
        stack(&game),
        [
            "K'chiQ·P1",
            "Palor Toff: Alien Trader·P2",
            "Q's Tent·P1",
            "Wrong Door·P2"
        ]
    );
    choose(&mut game, "respond with Amanda Rogers");
    // Nobody answers Amanda Rogers (no one holds a valid response), so it resolves at once:
    // Wrong Door is nullified, and my Q's Tent is on top again, resolving.
    assert!(game
        .log()
        .contains(&stccg_runtime::event::Event::Nullified { card: c.wrong_door }));
    assert_eq!(
        stack(&game),
        ["K'chiQ·P1", "Palor Toff: Alien Trader·P2", "Q's Tent·P1"]
    );
    assert_eq!(game.pending().unwrap().player, ME);
    let first_way = options(&game)[0].clone();
    choose(&mut game, &first_way);
    choose(&mut game, "Countermanda");
    assert_eq!(place(&game, c.amanda), Place::OutOfPlay { player: ME });
    assert_eq!(place(&game, c.wrong_door), Place::Discard { player: YOU });
    assert_eq!(place(&game, c.countermanda), Place::Hand { player: ME });
    assert_eq!(place(&game, c.my_tent), Place::Discard { player: ME });
    assert_eq!(stack(&game), ["K'chiQ·P1", "Palor Toff: Alien Trader·P2"]);

    // 7 (M:80): Your Palor Toff comes to resolve; I play Countermanda, which suspends it, and
    // put three cards of your discard pile out of play. Palor Toff then resolves with no
    // non-personnel card left to retrieve, and is simply discarded.
    choose(&mut game, "respond with Countermanda");
    assert_eq!(
        stack(&game),
        ["K'chiQ·P1", "Palor Toff: Alien Trader·P2", "Countermanda·P1"]
    );
    for taken in [c.tricorder, c.your_tent, c.wrong_door] {
        choose(&mut game, &format!("(#{})", taken.0));
    }
    for gone in [c.tricorder, c.your_tent, c.wrong_door] {
        assert!(matches!(place(&game, gone), Place::OutOfPlay { .. }), "{gone:?}");
    }
    assert_eq!(place(&game, c.your_personnel), Place::Discard { player: YOU });
    choose(&mut game, "pass");
    assert_eq!(place(&game, c.your_palor), Place::Discard { player: YOU });
    assert_eq!(stack(&game), ["K'chiQ·P1"]);

    // 8 (M:81): My K'chiQ resolves and reports for duty; on reporting I select a skill.
    choose(&mut game, "pass");
    choose(&mut game, "Diplomacy");
    assert!(stack(&game).is_empty());
    assert_eq!(place(&game, c.my_kchiq), Place::Aboard { card: c.outpost });
    let skills = game.state().skill_box(game.pool(), c.my_kchiq);
    assert_eq!(skills.text(), "Diplomacy");
    assert_eq!(place(&game, c.my_palor), Place::Hand { player: ME });
    let suspended = game
        .log()
        .iter()
        .filter(|e| matches!(e, stccg_runtime::event::Event::Suspended { .. }))
        .count();
    assert_eq!(suspended, 4, "three hiccups and Countermanda suspended a play");
}
