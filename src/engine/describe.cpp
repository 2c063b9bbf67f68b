#include "describe.h"

#include <fmt/format.h>

#include "engine.h"

namespace lore {

PlayerId hand_seen_by(const GameState& st, PlayerId viewer) {
  const Decision& d = st.decision;  // "look at an opponent's hand, then choose any card name"
  return d.kind == DecisionKind::ChooseName && d.player == viewer ? static_cast<PlayerId>(d.n)
                                                                  : kNoPlayer;
}

bool hand_revealed(const GameState& st, PlayerId p) {
  if (st.static_sources == 0) return false;
  for (ObjId id : st.battlefield)
    if (st.opponents(st.obj(id).controller, p))
      for (const Ability& a : abilities_of(st, id))
        if (a.kind == AbilityKind::Static &&
            a.stat.kind == StaticKind::OpponentsPlayWithHandsRevealed)
          return true;
  return false;
}

std::string describe_object(const GameState& st, ObjId id) {
  if (id == kNoObj) return "nothing";
  const Object& o = st.obj(id);
  const CardDef& d = card_def(o.card);
  std::string s = fmt::format("{} #{}", d.name, id);
  if (o.zone == Zone::Battlefield && !o.left) {
    Chars c = chars(st, id);
    if (c.types & TCreature) s += fmt::format(" {}/{}", c.power, c.toughness);
    if (c.types & TPlaneswalker) s += fmt::format(" [{} loyalty]", o.count(Counter::Loyalty));
    if (o.tapped) s += " (tapped)";
    if (o.damage) s += fmt::format(" ({} damage)", o.damage);
    for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
      if (o.counters[static_cast<size_t>(k)] && static_cast<Counter>(k) != Counter::Loyalty)
        s += fmt::format(" [{} {}]", o.counters[static_cast<size_t>(k)],
                         counter_name(static_cast<Counter>(k)));
    if (o.sick && (c.types & TCreature)) s += " (summoning sick)";
    if (o.attacking) s += " (attacking)";
  }
  return s;
}

std::string describe_option(const GameState& st, const Decision& d, const Option& o) {
  switch (o.kind) {
    case OptKind::Pass: return "pass priority";
    case OptKind::PlayLand: return "play " + describe_object(st, o.obj);
    case OptKind::Cast: {
      const CardDef& d = card_def(st.obj(o.obj).card);
      if (o.n == kCastAdventure && d.adventure != kNoCard)  // 715.3
        return fmt::format("cast {} as its Adventure {} ({})", describe_object(st, o.obj),
                           card_def(d.adventure).name, card_def(d.adventure).cost.str());
      if (o.n == kCastTopForLife)  // Bolas's Citadel
        return fmt::format("cast {} paying {} life", describe_object(st, o.obj),
                           d.cost.mana_value(0));
      if (o.n == kCastPermittedFree)  // 118.9
        return fmt::format("cast {} without paying its mana cost", describe_object(st, o.obj));
      if (o.n == kCastForetold && foretell_cost(d))  // 702.143a
        return fmt::format("cast foretold {} for its foretell cost ({})",
                           describe_object(st, o.obj), foretell_cost(d)->cost.mana.str());
      if (o.n == kCastDashBlitz && dash_blitz_cost(d))  // 702.109a, 702.152a
        return fmt::format("cast {} for its {} cost ({})", describe_object(st, o.obj),
                           dash_blitz_cost(d)->kind == AbilityKind::Dash ? "dash" : "blitz",
                           dash_blitz_cost(d)->cost.mana.str());
      if (o.n == kCastSpectacle && spectacle_cost(d))  // 702.137a
        return fmt::format("cast {} for its spectacle cost ({})", describe_object(st, o.obj),
                           spectacle_cost(d)->cost.mana.str());
      return fmt::format("cast {} ({})", describe_object(st, o.obj), d.cost.str());
    }
    case OptKind::Convoke:  // 702.51a
      return fmt::format(
          "tap {} to convoke, paying {}", describe_object(st, o.obj),
          o.n == kConvokeGeneric ? std::string("{1}") : fmt::format("{{{}}}", mana_symbol(o.n)));
    case OptKind::Mana:  // 605.3a
      if (o.obj == kNoObj) return "activate a mana ability";
      return fmt::format("activate a mana ability of {} for {{{}}}", describe_object(st, o.obj),
                         mana_symbol(mana_option_kind(o.n)));
    case OptKind::Activate: {
      const Ability* a = activation_ability(st, o.obj, o.n);  // its own, or one given (613.1f)
      if (!a) return fmt::format("activate {}", describe_object(st, o.obj));
      return fmt::format("activate {}: {}", describe_object(st, o.obj),
                         a->text.empty() ? a->cost.mana.str() : a->text);
    }
    case OptKind::Object:
      if (d.kind == DecisionKind::ChooseCard && o.n == kCastFreeAdventure)  // 715.3
        return fmt::format("cast {} as its Adventure {}", describe_object(st, o.obj),
                           card_def(card_def(st.obj(o.obj).card).adventure).name);
      if (d.kind == DecisionKind::OrderTriggers)
        return "put the trigger of " + describe_object(st, o.obj) + " on the stack next";
      return describe_object(st, o.obj);
    case OptKind::Player: return fmt::format("player P{}", o.n + 1);
    case OptKind::StackAbility:  // 115.2
      return "the ability of " + describe_object(st, o.obj) + " on the stack";
    case OptKind::Number:
      if (d.kind == DecisionKind::ChooseMode && !st.stack.empty()) {
        const Ability* a = item_ability(st.stack.back());  // the spell or ability being announced
        if (a && o.n < static_cast<int>(a->modes.size()) &&
            !a->modes[static_cast<size_t>(o.n)].text.empty())
          return fmt::format("mode {}: {}", o.n + 1, a->modes[static_cast<size_t>(o.n)].text);
        // Turnabout's two choices as it resolves (608.2d): a card type, then tap or untap
        if (a && a->modes.size() == 1 && !a->modes[0].effects.empty() &&
            a->modes[0].effects[0].op == Op::TapOrUntapAllOfChosenType) {
          static constexpr const char* kTypes[] = {"artifact", "creature", "land"};
          if (d.options.size() == 3 && o.n >= 0 && o.n < 3)
            return fmt::format("{}: {}", o.n + 1, kTypes[o.n]);
          return fmt::format("{}: {} them", o.n + 1, o.n == 0 ? "tap" : "untap");
        }
      }
      if (d.kind == DecisionKind::ChoosePile)
        return o.obj == kNoObj ? fmt::format("sacrifice pile {}", o.n)
                               : fmt::format("put {} in pile {}", describe_object(st, o.obj), o.n);
      if (d.kind == DecisionKind::AssignDamage)
        return fmt::format("assign {} damage to {}", o.n, describe_object(st, o.obj));
      if (d.kind == DecisionKind::Divide)
        return fmt::format("give {} to {}", o.n, describe_object(st, d.about));
      if (d.kind == DecisionKind::ChooseType) return chosen_type_word(o.n);  // 614.1c
      return std::to_string(o.n);
    case OptKind::Yes:
      if (d.kind == DecisionKind::OptionalLifeCost)  // 601.2b: o.n is the permanent offering it
        return "pay the life " + describe_object(st, o.n) + " asks as an additional cost";
      return "yes";
    case OptKind::No:
      if (d.kind == DecisionKind::OptionalLifeCost)
        return "don't pay the life " + describe_object(st, o.n) + " asks";
      return "no";
    case OptKind::Color:
      if (d.kind == DecisionKind::PhyrexianMana)
        return fmt::format("pay {{{}}} for the Phyrexian mana symbol", mana_symbol(o.n));
      return fmt::format("tap {} for {{{}}}", describe_object(st, o.obj), mana_symbol(o.n));
    case OptKind::PlayFirst: return "play first";
    case OptKind::DrawFirst: return "draw first";
    case OptKind::Keep: return "keep this hand";
    case OptKind::Mull: return "take a mulligan";
    case OptKind::Attack:
      return attacks_planeswalker(o.n) ? "attack " + describe_object(st, attacked_planeswalker(o.n))
                                       : fmt::format("attack P{}", attacked_player(o.n) + 1);
    case OptKind::NoAttack: return "don't attack";
    case OptKind::Block: return "block " + describe_object(st, o.n);
    case OptKind::NoBlock: return "don't block";
    case OptKind::Top: return "keep on top";
    case OptKind::Bottom: return "put on the bottom";
    case OptKind::Graveyard: return "put into the graveyard";
    case OptKind::Done: return "done choosing";
    case OptKind::Name: return "the name " + card_def(static_cast<CardId>(o.n)).name;  // 201.4
    case OptKind::Replacement:
      if (o.n == kRegenerationChoice)
        return "apply the regeneration shield of " + describe_object(st, o.obj);
      if (o.n == kAdditionalCountersChoice)  // 614.1c
        return "put the additional counters on " + describe_object(st, o.obj) + " first";
      if (d.n == kDamageOrderChoice && o.n == kProtectionChoice)  // 702.16e, 702.16k
        return fmt::format("apply protection first to the damage {} would deal",
                           describe_object(st, o.obj));
      if (d.n == kDamageOrderChoice && o.n == kShieldCounterChoice)  // 122.1c
        return fmt::format("apply the shield counter first to the damage {} would deal",
                           describe_object(st, o.obj));
      if (d.n == kDamageOrderChoice)  // 616.1: damage changed by several effects
        return fmt::format("apply the effect of {} first to the damage {} would deal",
                           describe_object(st, o.n), describe_object(st, o.obj));
      if (o.obj == kNoObj)  // the deciding player's life gain (616.1)
        return fmt::format("apply the effect of {} first to the life gained",
                           describe_object(st, o.n));
      if (o.obj == o.n)  // the entering object's own replacement effect (Compleated, enters tapped)
        return fmt::format("apply the effect of {} itself first", describe_object(st, o.n));
      return fmt::format("apply the effect of {} to {}", describe_object(st, o.n),
                         describe_object(st, o.obj));
    case OptKind::PayLife: return fmt::format("pay {} life for the Phyrexian mana symbol", o.n);
  }
  return "?";
}

std::string describe_decision(const GameState& st, const Decision& d) {
  std::string s = fmt::format("P{}: {}", d.player + 1, decision_kind_name(d.kind));
  if (d.about != kNoObj) s += " for " + describe_object(st, d.about);
  return s;
}

std::string describe_range(const GameState& st, const Decision& d) {
  const NumberRange& r = d.range;
  std::string s = fmt::format("a number from {} to {}", r.lo, r.hi);
  std::string but;
  for (int i = 0; i < 64 && r.lo + i <= r.hi; ++i)
    if (r.excluded >> i & 1) but += fmt::format("{}{}", but.empty() ? "" : ", ", r.lo + i);
  if (!but.empty()) s += " except " + but;
  if (d.kind == DecisionKind::AssignDamage && r.obj != kNoObj)
    s += " (damage to " + describe_object(st, r.obj) + ")";
  else if (d.kind == DecisionKind::Divide)
    s += " (the share of " + describe_object(st, d.about) + ")";
  else if (d.n == kShieldShareChoice && r.obj != kNoObj)  // 615.7
    s += " (of the shield from " + describe_object(st, r.obj) + ", for the damage of " +
         describe_object(st, d.about) + ")";
  return s;
}

std::string describe_board(const GameState& st, PlayerId viewer) {
  std::string s =
      fmt::format("Turn {}, {} step, P{} active\n", st.turn, step_name(st.step), st.active + 1);
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    s += fmt::format("P{}{}: {} life, library {}, graveyard {}, mana {}\n", p + 1,
                     p == viewer ? " (you)" : "", pl.life, pl.library.size(), pl.graveyard.size(),
                     pl.pool.str());
    if (p == viewer || p == hand_seen_by(st, viewer) || hand_revealed(st, p)) {
      s += "  hand:";
      for (ObjId id : pl.hand) s += " " + describe_object(st, id) + ";";
      s += "\n";
      if (ObjId top = top_card_visible(st, p); top != kNoObj)  // 401.5
        s += "  top of library: " + describe_object(st, top) + "\n";
    } else {
      s += fmt::format("  hand: {} card(s)\n", pl.hand.size());
    }
    s += "  battlefield:";
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p) s += "\n    " + describe_object(st, id);
    s += "\n";
  }
  if (!st.stack.empty()) {
    s += "Stack (top first):\n";
    for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it)
      s += fmt::format("  {}{}\n", describe_object(st, it->obj), it->ability ? " (ability)" : "");
  }
  return s;
}

GameState player_view(const GameState& st, PlayerId viewer) {
  GameState v = st;
  auto hide = [&](ObjId id) { v.obj(id).card = kNoCard; };
  for (PlayerId p = 0; p < st.num_players; ++p) {
    ObjId seen = p == viewer ? top_card_visible(st, p) : kNoObj;  // "look at any time" (401.5)
    for (ObjId id : v.players[static_cast<size_t>(p)].library)
      if (id != seen) hide(id);
    if (p != viewer && p != hand_seen_by(st, viewer) && !hand_revealed(st, p))
      for (ObjId id : v.players[static_cast<size_t>(p)].hand) hide(id);
  }
  // 406.3, 702.143a: a foretold card is face down in exile; only its owner may look at it.
  for (auto [id, turn] : st.foretold)
    if (st.obj(id).owner != viewer && foretold_turn(st, id) >= 0) hide(id);
  // 702.75a: a card exiled face down by hideaway; its owner, who controlled the permanent that
  // exiled it, may look at it (limit: not another player who controls that permanent later)
  for (ObjId id : st.exile)
    if (st.obj(id).face_down && st.obj(id).owner != viewer) hide(id);
  // Objects that left those hidden zones keep no trace of what they were either.
  for (Object& o : v.objects)
    if (o.left && (o.zone == Zone::Library || (o.zone == Zone::Hand && o.owner != viewer)))
      o.card = kNoCard;
  v.rng = Rng(0);  // the generator would reveal the library order
  return v;
}

}  // namespace lore
