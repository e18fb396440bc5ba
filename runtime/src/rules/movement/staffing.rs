//! Staffing a ship when a personnel aboard may supply several staffing icons (S:349: "One
//! personnel cannot supply more than one staffing icon requirement ... unless a card text
//! specifically allows it (such as Seven of Nine)"). A personnel granted
//! `staff_with_each_icon` may apply each of its own staffing icons to a separate requirement,
//! one, two or all of them, or else one icon as any personnel does, its affiliation icon
//! among them (S:283: Seven of Nine applies one, two or all three of her subcommand icons OR
//! her Borg icon). The requirements are met by a search over the ways to assign them, as the
//! one-icon-each matching of `ships.rs` cannot.

use crate::ids::CardId;
use crate::interp::affiliation_of_icon;
use crate::kernel::Step;

/// The permission (vocabulary `permission`) that lets a personnel supply several icons.
const EACH_ICON: &str = "staff_with_each_icon";

/// A personnel aboard, as staffing reads it.
pub(super) struct StaffingCrew<'a> {
    /// Its icons now (printed, or as a static text changed them: The Mask of Korgano).
    icons: std::borrow::Cow<'a, [String]>,
    /// Its affiliations now.
    affiliations: Vec<String>,
    /// Whether it may apply each of its icons to a separate requirement.
    each_icon: bool,
}

/// The crew as staffing reads it, if one of them may supply several icons; `None` when each
/// supplies one, as `ships.rs` matches them.
pub(super) fn several_icons<'a>(step: &Step<'a>, crew: &[CardId]) -> Option<Vec<StaffingCrew<'a>>> {
    if !crew.iter().any(|&c| step.state.statics.marked(c, EACH_ICON)) {
        return None;
    }
    let read = |c: CardId| {
        let mut affiliations = Vec::new();
        step.any_affiliation_icon(c, |a| {
            affiliations.push(a.to_string());
            false
        });
        StaffingCrew {
            icons: step.icons_of(c),
            affiliations,
            each_icon: step.state.statics.marked(c, EACH_ICON),
        }
    };
    Some(crew.iter().map(|&c| read(c)).collect())
}

/// What a personnel supplies toward one requirement: one of its own icons, or its affiliation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Supply<'a> {
    /// One of its icons (a Command icon standing in for Staff is its Command icon).
    Icon(&'a str),
    /// Its affiliation, for an affiliation staffing icon.
    Affiliation,
}

/// Whether the crew meets every requirement of `needs`. The requirements fewest personnel
/// could supply are assigned first, and copies of one icon ([Bor] x3) to personnel in the
/// crew's order, so the search never tries the same assignment in another order.
pub(super) fn meets_all(crew: &[StaffingCrew<'_>], needs: &[&str]) -> bool {
    let capacity: usize = crew
        .iter()
        .map(|m| if m.each_icon { m.icons.len().max(1) } else { 1 })
        .sum();
    if needs.len() > capacity {
        return false;
    }
    let mut ordered: Vec<&str> = needs.to_vec();
    let candidates = |need: &str| crew.iter().filter(|m| !supplies(m, need).is_empty()).count();
    ordered.sort_by_key(|&need| (candidates(need), need));
    let mut used: Vec<Vec<Supply<'_>>> = vec![Vec::new(); crew.len()];
    assign(crew, &ordered, &mut used, None)
}

/// Assigns the first requirement left to each personnel who may still supply it, then the
/// rest; undone when the rest cannot be met. `last`: the requirement assigned just before and
/// to whom, from whom on a copy of it is assigned.
fn assign<'c>(
    crew: &'c [StaffingCrew<'_>],
    needs: &[&str],
    used: &mut [Vec<Supply<'c>>],
    last: Option<(&str, usize)>,
) -> bool {
    let Some((&need, rest)) = needs.split_first() else {
        return true;
    };
    let start = match last {
        Some((previous, index)) if previous == need => index,
        _ => 0,
    };
    for (index, member) in crew.iter().enumerate().skip(start) {
        for supply in supplies(member, need) {
            if !may_add(member, &used[index], supply) {
                continue;
            }
            used[index].push(supply);
            if assign(crew, rest, used, Some((need, index))) {
                return true;
            }
            used[index].pop();
        }
    }
    false
}

/// The ways a personnel could supply a requirement: a personnel of the icon's affiliation an
/// affiliation icon (Zalkonian Vessel's [NA]); one with the icon that icon; Command for Staff
/// (S:347).
fn supplies<'c>(member: &'c StaffingCrew<'_>, need: &str) -> Vec<Supply<'c>> {
    if let Some(affiliation) = affiliation_of_icon(need) {
        return if member.affiliations.iter().any(|a| a == affiliation) {
            vec![Supply::Affiliation]
        } else {
            Vec::new()
        };
    }
    let own = |icon: &str| {
        member
            .icons
            .iter()
            .find(|i| *i == icon)
            .map(|i| Supply::Icon(i.as_str()))
    };
    let mut found: Vec<Supply<'c>> = own(need).into_iter().collect();
    if need == "Stf" {
        found.extend(own("Cmd"));
    }
    found
}

/// Whether a personnel that already supplies `used` may supply `supply` too: any personnel
/// supplies one requirement; one granted `staff_with_each_icon` also supplies several, each
/// with a different one of its icons, its affiliation not among them.
fn may_add(member: &StaffingCrew<'_>, used: &[Supply<'_>], supply: Supply<'_>) -> bool {
    if used.is_empty() {
        return true;
    }
    member.each_icon && supply != Supply::Affiliation && !used.contains(&Supply::Affiliation) && !used.contains(&supply)
}
