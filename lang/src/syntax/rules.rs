//! Readable names of grammar rules, for "expected ..." messages. The match is exhaustive, so a
//! new rule cannot be added to the grammar without deciding how errors should name it.

use super::Rule;

/// How an error message names a rule, or `None` for rules that are never worth naming.
pub(super) fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::EOI => "the end of the file",
        Rule::WHITESPACE | Rule::comment | Rule::nl | Rule::nls | Rule::doc_text | Rule::ident_char => return None,
        Rule::stmt_sep => "the end of the line",
        Rule::kw_action => "`action`",
        Rule::kw_action_type => "`action_type`",
        Rule::kw_as => "`as`",
        Rule::kw_at => "`at`",
        Rule::kw_cannot => "`cannot`",
        Rule::kw_card_type => "`card_type`",
        Rule::kw_common_fields => "`common_fields`",
        Rule::kw_countdown => "`countdown`",
        Rule::kw_cure => "`cure`",
        Rule::kw_download => "`download`",
        Rule::kw_effect => "`effect`",
        Rule::kw_either => "`either`",
        Rule::kw_else => "`else`",
        Rule::kw_encounter => "`encounter`",
        Rule::kw_expires => "`expires`",
        Rule::kw_for => "`for`",
        Rule::kw_function => "`function`",
        Rule::kw_game => "`game`",
        Rule::kw_get => "`get`",
        Rule::kw_if => "`if`",
        Rule::kw_in => "`in`",
        Rule::kw_keyword => "`keyword`",
        Rule::kw_let => "`let`",
        Rule::kw_nullify => "`nullify`",
        Rule::kw_of => "`of`",
        Rule::kw_on => "`on`",
        Rule::kw_once => "`once`",
        Rule::kw_or => "`or`",
        Rule::kw_past => "`past`",
        Rule::kw_per => "`per`",
        Rule::kw_play => "`play`",
        Rule::kw_plays => "`plays`",
        Rule::kw_required => "`required`",
        Rule::kw_from => "`from`",
        Rule::kw_respond => "`respond`",
        Rule::kw_root => "`root`",
        Rule::kw_rule => "`rule`",
        Rule::kw_errata => "`errata`",
        Rule::kw_special => "`special`",
        Rule::kw_static => "`static`",
        Rule::kw_suspends => "`suspends`",
        Rule::kw_to => "`to`",
        Rule::kw_todo => "`todo`",
        Rule::kw_probe => "`probe`",
        Rule::kw_turn => "`turn`",
        Rule::kw_unless => "`unless`",
        Rule::kw_vocabulary => "`vocabulary`",
        Rule::kw_when => "`when`",
        Rule::kw_where => "`where`",
        Rule::kw_while => "`while`",
        Rule::kw_with => "`with`",
        Rule::doc => "a `///` documentation line",
        Rule::reserved | Rule::rest_of_line => return None,
        Rule::ident | Rule::name | Rule::verb => "a name",
        Rule::integer => "a number",
        Rule::signed => "a signed number such as `+2`",
        Rule::string | Rule::string_inner => "a quoted string",
        Rule::card_ref | Rule::card_ref_title => "a card reference such as `{Tox Uthat}`",
        Rule::icon | Rule::icon_name => "an icon such as `[Cmd]`",
        Rule::multiplier => "a multiplier such as `x2`",
        Rule::expr
        | Rule::and_expr
        | Rule::not_expr
        | Rule::plus_expr
        | Rule::cmp_expr
        | Rule::product
        | Rule::count_expr
        | Rule::counted
        | Rule::multiplied
        | Rule::postfix
        | Rule::primary
        | Rule::paren => "an expression",
        Rule::or_op => "`or`",
        Rule::and_op => "`and`",
        Rule::plus_op => "`+` or `-`",
        Rule::times_op => "`*`",
        Rule::not_op => "`not`",
        Rule::cmp_op => "a comparison such as `>`",
        Rule::access => "`.` and a member",
        Rule::member_name => "a member name",
        Rule::call => "a call",
        Rule::call_args => "`(`",
        Rule::arg => "an argument",
        Rule::arg_name => "an argument name",
        Rule::ability => "an ability",
        Rule::encounter => "`encounter`",
        Rule::static_ability => "`static`",
        Rule::trigger => "a `when` trigger",
        Rule::timed_trigger => "`at start of` or `at end of`",
        Rule::turn_point => "`start` or `end`",
        Rule::turn_spec => "a turn such as `each turn`",
        Rule::turn_word => "`each`, `every`, `next` or `this`",
        Rule::countdown_trigger => "`when countdown expires`",
        Rule::response => "`respond to`",
        Rule::action => "`action`",
        Rule::on_play => "`on play`",
        Rule::plays_on => "`plays on`",
        Rule::play_as => "`play as`",
        Rule::cure => "`cure with`",
        Rule::nullify_with => "`nullify with`",
        Rule::special_download => "`special download`",
        Rule::probe => "`probe as NAME`",
        Rule::todo => "`todo`",
        Rule::pattern => "an action such as `play(interrupt)`",
        Rule::binding => "`as` and a name",
        Rule::limit => "a limit such as `once each turn`",
        Rule::suspends => "`suspends play`",
        Rule::required => "`required`",
        Rule::use_zone => "`from` and a zone such as `discard_pile`",
        Rule::guard => "`if` and a condition",
        Rule::just_after => "`just after`",
        Rule::kw_start => "`start`",
        Rule::kw_end => "`end`",
        Rule::kw_each => "`each`",
        Rule::kw_every => "`every`",
        Rule::kw_next => "`next`",
        Rule::kw_this => "`this`",
        Rule::block => "a block `{ ... }`",
        Rule::statement => "a statement",
        Rule::if_stmt => "`if`",
        Rule::unless_stmt => "`unless`",
        Rule::get_past => "`cannot get past unless`",
        Rule::for_each => "`for each`",
        Rule::either => "`either`",
        Rule::let_stmt => "`let`",
        Rule::modal => "`may` or `must`",
        Rule::modality => "`may` or `must`",
        Rule::effect => "an effect",
        Rule::clause => "a clause such as `to mission`",
        Rule::clause_word => "a clause word such as `to` or `until`",
        Rule::kw_may => "`may`",
        Rule::kw_must => "`must`",
        Rule::file | Rule::single_item | Rule::item => "a card or a declaration",
        Rule::card => "a card such as `personnel \"Name\" { ... }`",
        Rule::card_body => "`{`",
        Rule::member => "a field or an ability",
        Rule::field => "a field",
        Rule::field_name => "a field name",
        Rule::field_values => "a field value",
        Rule::flag => "a flag such as `universal`",
        Rule::vocabulary => "`vocabulary`",
        Rule::vocab_entry => "a vocabulary name",
        Rule::card_type_decl => "`card_type`",
        Rule::common_fields => "`common_fields`",
        Rule::schema_body => "`{`",
        Rule::schema_field => "a field declaration",
        Rule::multiplicity => "`?`, `*` or `+`",
        Rule::range => "a range such as `0..99`",
        Rule::primitive => "a primitive declaration",
        Rule::primitive_kind => "`effect`, `function` or `action_type`",
        Rule::param => "a parameter",
        Rule::optional => "`?`",
        Rule::root_decl => "`root`",
        Rule::keyword_decl => "`keyword`",
        Rule::rule_decl => "a `rule` declaration",
        Rule::rule_setting => "a rule setting such as `order: interrupt_order = last_played_first`",
        Rule::rule_errata => "an `errata rule` entry",
    })
}

/// Whether a rule is a keyword, whose pair the AST builder skips.
pub(super) fn is_keyword(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::kw_action
            | Rule::kw_action_type
            | Rule::kw_as
            | Rule::kw_at
            | Rule::kw_cannot
            | Rule::kw_card_type
            | Rule::kw_common_fields
            | Rule::kw_countdown
            | Rule::kw_cure
            | Rule::kw_download
            | Rule::kw_each
            | Rule::kw_effect
            | Rule::kw_either
            | Rule::kw_else
            | Rule::kw_encounter
            | Rule::kw_end
            | Rule::kw_every
            | Rule::kw_expires
            | Rule::kw_for
            | Rule::kw_function
            | Rule::kw_game
            | Rule::kw_get
            | Rule::kw_if
            | Rule::kw_in
            | Rule::kw_keyword
            | Rule::kw_let
            | Rule::kw_may
            | Rule::kw_must
            | Rule::kw_next
            | Rule::kw_nullify
            | Rule::kw_of
            | Rule::kw_on
            | Rule::kw_once
            | Rule::kw_or
            | Rule::kw_past
            | Rule::kw_per
            | Rule::kw_play
            | Rule::kw_plays
            | Rule::kw_required
            | Rule::kw_from
            | Rule::kw_respond
            | Rule::kw_root
            | Rule::kw_rule
            | Rule::kw_errata
            | Rule::kw_special
            | Rule::kw_start
            | Rule::kw_static
            | Rule::kw_suspends
            | Rule::kw_this
            | Rule::kw_to
            | Rule::kw_todo
            | Rule::kw_probe
            | Rule::kw_turn
            | Rule::kw_unless
            | Rule::kw_vocabulary
            | Rule::kw_when
            | Rule::kw_where
            | Rule::kw_while
            | Rule::kw_with
    )
}
