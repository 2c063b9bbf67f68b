// Effect primitives: continuous effects on characteristics and combat abilities.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

void add_effect(Game& g, ObjId id, int p, int t, KeywordMask k,
                const Effect::Characteristics& how = {}) {
  ContinuousEffect ce;
  ce.object = id;
  ce.until_end_of_turn = !how.no_duration;  // 611.2a: "gains haste" with no duration lasts
  ce.attacks_despite_defender = how.despite_defender;
  ce.assigns_by_toughness = how.assigns_by_toughness;
  ce.assigns_as_unblocked = how.as_though_unblocked;
  ce.power = static_cast<int16_t>(p);
  ce.toughness = static_cast<int16_t>(t);
  ce.keywords = k;
  ce.timestamp = g.st.next_timestamp++;
  g.st.effects.push_back(ce);
  g.st.chars_changed(id);
  if (!g.log) return;
  if (p != 0 || t != 0 || k == 0) {  // "gets +p/+t until end of turn"
    // Outmaneuver's effect is logged with its rule (510.1b: as though it weren't blocked)
    LogEntry e = entry(g, LogKind::Pump, how.as_though_unblocked ? "510.1b" : "611.2a");
    e.obj = id, e.card = g.st.obj(id).card, e.player = g.st.obj(id).controller;
    e.amount = p, e.amount2 = t;
    g.emit(e);
  }
  if (k != 0) log_obj(g, LogKind::Keywords, "611.2a", id, static_cast<int32_t>(k));
}

// Logs an effect setting base power and toughness (layer 7b, 613.4b).
void log_base_pt(Game& g, const ContinuousEffect& ce) {
  if (!g.log) return;
  LogEntry le = entry(g, LogKind::BasePT, "613.4b");
  le.obj = ce.object;
  le.card = g.st.obj(ce.object).card;
  le.amount = ce.base_power;
  le.amount2 = ce.base_toughness;
  g.emit(le);
}

// An "until end of turn" effect (611.2c: on the objects named now) set up by `set`.
template <class Set>
void until_end_of_turn(GameState& st, const std::vector<Target>& who, Set set) {
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.timestamp = st.next_timestamp++;
      set(ce);
      st.effects.push_back(ce);
      st.chars_changed();
    }
}

}  // namespace

// 611.2, 613.4c: +N/+N until end of turn; 611.2, 613.1f: keywords until end of turn
bool op_pump_or_grant_keywords(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  const bool while_controls =
      e.op == Op::GrantKeywords && params<Effect::Characteristics>(e).while_you_control_source;
  // 611.2b: a "for as long as you control <the source>" duration that has already ended: the
  // effect does nothing (ruling FIN-R-0865)
  if (while_controls &&
      (!on_battlefield(st, c.item.obj) || st.obj(c.item.obj).controller != c.item.controller))
    return true;
  // 611.2b: "for as long as <the source> remains tapped": nothing if it has already untapped or
  // left (Endoskeleton)
  const bool while_tapped =
      e.op == Op::Pump && params<Effect::Characteristics>(e).while_source_tapped;
  if (while_tapped && (!on_battlefield(st, c.item.obj) || !st.obj(c.item.obj).tapped)) return true;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      add_effect(g, tg.id, e.op == Op::Pump ? a : 0, e.op == Op::Pump ? amount_of(c, e.b) : 0,
                 e.keywords, params<Effect::Characteristics>(e));
      if (e.op == Op::GrantKeywords &&
          params<Effect::Characteristics>(e).until_your_next_turn) {  // 611.2b
        st.effects.back().until_end_of_turn = false;
        st.effects.back().until_turn_of = c.item.controller;
      }
      if (while_controls || while_tapped) {  // 611.2b
        st.effects.back().until_end_of_turn = false;
        st.effects.back().while_controls = c.item.obj;
        st.effects.back().while_controller = c.item.controller;
        st.effects.back().while_tapped = while_tapped;
      }
    }
  return true;
}

// layer 4 (types) and 7b (base P/T) until end of turn (611.2)
bool op_become_creature(Ctx& c, const Effect& e, const Option* /*ans*/) {
  const Effect::Characteristics& change = params<Effect::Characteristics>(e);
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.add_types = change.add_types;
      ce.sets_base = change.sets_base;
      ce.base_power = static_cast<int16_t>(a);
      ce.base_toughness = params<Effect::Characteristics>(e).power_only
                              ? kBaseUnchanged
                              : static_cast<int16_t>(amount_of(c, e.b));
      ce.keywords = e.keywords;  // "a 3/3 Elemental creature with haste" (613.1f)
      if (change.protection_from_trigger_spell && item.trigger_obj != kNoObj)  // Opal Titan
        ce.protection = chars(st, item.trigger_obj).colors;
      if (change.no_duration) ce.until_end_of_turn = false;  // no stated duration (611.2a)
      if (change.sets_types) {  // "becomes a 2/2 Gargoyle creature with flying" (205.1a, 611.2a)
        ce.sets_types = true;
        ce.subtypes_card = item.source_card;
        ce.until_end_of_turn = false;
      }
      if (change.sets_creature_types) {  // "becomes a Human Cleric" (205.1a), no duration (611.2a)
        ce.sets_creature_types = true;
        ce.subtypes_card = item.source_card;
        ce.subtypes_variant = change.subtypes_variant;
        ce.until_end_of_turn = change.this_turn;  // else no duration (611.2a)
      }
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      if (g.log) {
        // 205.1a: types set for good; 613.1d (layer 4); 613.4b when it also sets base P/T
        LogEntry le =
            change.sets_types || change.sets_creature_types
                ? entry(g, LogKind::BecomesCreatureForGood, "205.1a")
                : entry(g, LogKind::BecomesCreature, change.sets_base ? "613.4b" : "613.1d");
        le.obj = tg.id;
        le.card = st.obj(tg.id).card;
        le.amount = a;
        le.amount2 = change.sets_base ? ce.base_toughness : -1;
        g.emit(le);
      }
    }
  return true;
}

// "becomes an enchantment": layer 4, no duration (205.1a, 611.2a)
bool op_become_types(Ctx& c, const Effect& e, const Option* /*ans*/) {
  const Effect::Characteristics& change = params<Effect::Characteristics>(e);
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.add_types = change.add_types;
      ce.sets_types = !change.adds_subtypes;
      ce.adds_subtypes = change.adds_subtypes;
      if (change.adds_subtypes) ce.subtypes_card = c.item.source_card;
      ce.until_end_of_turn = false;
      ce.loses_abilities = change.loses_abilities;  // one effect, layers 4 and 6 (613.6)
      ce.until_creature_spell = change.until_creature_spell;
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      count_ability_losses(st);
      if (g.log) {
        LogEntry le = entry(g, LogKind::BecomesTypes, change.adds_subtypes ? "205.1b" : "205.1a");
        le.obj = tg.id;
        le.card = st.obj(tg.id).card;
        le.amount = change.add_types;
        if (change.adds_subtypes) le.card2 = c.item.source_card;
        g.emit(le);
      }
      if (ce.loses_abilities)
        log_obj(g, LogKind::LosesAbilities, "613.1f", tg.id, ce.until_creature_spell ? 1 : 0);
    }
  return true;
}

// layers 6 and 7b until end of turn (611.2c: the objects now)
bool op_lose_all_abilities(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.loses_abilities = true;
      ce.sets_base = params<Effect::Characteristics>(e).sets_base;
      ce.base_power = static_cast<int16_t>(a);
      ce.base_toughness = params<Effect::Characteristics>(e).power_only
                              ? kBaseUnchanged
                              : static_cast<int16_t>(amount_of(c, e.b));
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      count_ability_losses(st);
      log_obj(g, LogKind::LosesAbilities, "613.1f", tg.id);
      if (ce.sets_base) log_base_pt(g, ce);
    }
  return true;
}

// layer 7b until end of turn (613.4b; 611.2c: the objects now)
bool op_set_base_p_t(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.sets_base = true;
      ce.base_power = static_cast<int16_t>(a);
      ce.base_toughness = params<Effect::Characteristics>(e).power_only
                              ? kBaseUnchanged
                              : static_cast<int16_t>(amount_of(c, e.b));
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      log_base_pt(g, ce);
    }
  return true;
}

// 613.1f: no duration; it ends when the object leaves (400.7)
bool op_grant_ability(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  // A permanent, or a spell ("it gains ...", Rivaz of the Claw: 400.7a, the permanent it
  // becomes keeps the ability)
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left &&
        (st.obj(tg.id).zone == Zone::Battlefield || st.obj(tg.id).zone == Zone::Stack)) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.until_end_of_turn = params<Effect::Characteristics>(e).this_turn;
      ce.grant_card = item.source_card;
      ce.grant_index = static_cast<int8_t>(e.a.n);
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      if (g.log) {  // which ability: the index of one of the granting card's
        LogEntry le = entry(g, LogKind::AbilityGranted, "613.1f");
        le.obj = tg.id, le.card = st.obj(tg.id).card, le.player = st.obj(tg.id).controller;
        le.card2 = item.source_card, le.amount = e.a.n;
        g.emit(le);
      }
    }
  return true;
}

// 701.27a: turn the permanent over
bool op_transform(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who)
    if (tg.kind == Target::Object) transform(g, tg.id);
  return true;
}

// 509.1b, 611.2: can't block this turn
bool op_cant_block(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  // 611.2c: "creatures without flying can't block this turn" modifies a rule, not
  // characteristics: it applies to the class when blockers are declared.
  if (e.who == Who::AllMatching) {
    add_class_cant_block(st, c.item);
    return true;
  }
  until_end_of_turn(st, who, [](ContinuousEffect& ce) { ce.cant_block = true; });
  return true;
}

// 509.1c, 611.2: "blocks this turn if able": a requirement on the object, checked as blockers
// are declared (must_block_now())
bool op_must_block(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  until_end_of_turn(c.g.st, *c.who, [](ContinuousEffect& ce) { ce.must_block = true; });
  return true;
}

// "attacks this turn if able" (a requirement, 508.1d, 611.2a; Gogo, Mysterious Mime)
bool op_must_attack(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  until_end_of_turn(c.g.st, *c.who, [](ContinuousEffect& ce) { ce.must_attack = true; });
  return true;
}

// 509.1b, 611.2: can't be blocked this turn
bool op_cant_be_blocked(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  until_end_of_turn(st, who, [](ContinuousEffect& ce) { ce.unblockable = true; });
  return true;
}

// "Target land you control becomes the basic land type of your choice until end of turn" (Pixie
// Illusionist): the type is chosen as the ability resolves (608.2d, ruling DMU-R-0216). The land
// loses its other land types and the abilities of its rules text and has the type's intrinsic
// mana ability (305.7, 305.6); its name and supertypes stay (ruling DMU-R-0217). Layers 4 and 6,
// one effect with one timestamp (613.6), read through land_type_set().
bool op_become_basic_land_type_of_choice(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.who->empty()) return true;
  if (!ans) {
    std::vector<Option> opts;
    for (int i = 0; i < 5; ++i) opts.push_back({OptKind::Number, kNoObj, kBasicLandTypeCode + i});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseType, c.item.controller, std::move(opts), c.item.obj);
    return false;
  }
  const int type = ans->n - kBasicLandTypeCode;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.land_type = static_cast<int8_t>(type + 1);
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      count_ability_losses(st);
      log_obj(g, LogKind::BecomesLandType, "305.7", tg.id, type);
    }
  return true;
}

}  // namespace lore::effects
