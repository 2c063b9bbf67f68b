// One list of the fields of each game-state record, shared by the state dump and its loader
// (state_text.cpp): a field added to a record and to its list here is written and read back.
// `v(name, field)` visits a value; `v.card(name, id)` a card id (written as the card's name);
// `v.nest(prefix, record)` a nested record.
#pragma once
#include "state.h"

namespace lore {

template <class V>
void fields(V& v, ManaCost& c) {
  v("generic", c.generic), v("pips", c.pips), v("x", c.x), v("present", c.present);
  v("order", c.order), v("phyrexian", c.phyrexian);
}
template <class V>
void fields(V& v, ManaPool& p) {
  v("amount", p.amount), v("artifact_only", p.artifact_only);
  v("artifact_source_only", p.artifact_source_only), v("restricted", p.restricted);
}
template <class V>
void fields(V& v, Chars& c) {
  v("types", c.types), v("supertypes", c.supertypes), v("colors", c.colors);
  v("power", c.power), v("toughness", c.toughness), v("keywords", c.keywords);
  v("mana_value", c.mana_value), v("protection", c.protection);
}
template <class V>
void fields(V& v, CopyExcept& c) {
  v("power", c.power), v("toughness", c.toughness), v("add_types", c.add_types);
  v("add_keywords", c.add_keywords), v("add_colors", c.add_colors);
  v("not_legendary", c.not_legendary), v.card("subtypes_from", c.subtypes_from);
  v("equip_costs_less", c.equip_costs_less);
  v.card("name_from", c.name_from), v.card("ability_card", c.ability_card);
  v("ability_index", c.ability_index), v("sets_types", c.sets_types);
  v("sets_colors", c.sets_colors);
}
template <class V>
void fields(V& v, Object& o) {
  // Object's flags are bit-fields, which can't be bound to a reference: visit a copy and store
  // it back (written and read as any bool).
#define LORE_FLAG(f)  \
  do {                \
    bool flag_ = o.f; \
    v(#f, flag_);     \
    o.f = flag_;      \
  } while (0)
  v("id", o.id), v.card("card", o.card), v("owner", o.owner), v("controller", o.controller);
  v("zone", o.zone);
  LORE_FLAG(tapped);
  LORE_FLAG(token);
  LORE_FLAG(copy);
  LORE_FLAG(sick);
  LORE_FLAG(left);
  LORE_FLAG(attacking);
  LORE_FLAG(deathtouched);
  v("kicked", o.kicked);
  LORE_FLAG(blocked);
  LORE_FLAG(struck_first);
  v("damage", o.damage), v("x", o.x), v("mana_spent", o.mana_spent), v("blocking", o.blocking);
  v("attached_to", o.attached_to), v("attack_target", o.attack_target);
  v("activations", o.activations), v("loyalty_activations", o.loyalty_activations);
  v("triggered", o.triggered), v("prev", o.prev);
  v("exiled_by", o.exiled_by);
  LORE_FLAG(until_leaves);
  v("entered_turn", o.entered_turn);
  v("read_ahead", o.read_ahead), v("cast_from", o.cast_from);
  LORE_FLAG(flashback);
  LORE_FLAG(play_on_lore_turn);
  v("lore_turn", o.lore_turn);
  v("enter_counters", o.enter_counters), v("enter_counter", o.enter_counter);
  v("timestamp", o.timestamp), v("counters", o.counters);
  LORE_FLAG(phased_out);
  LORE_FLAG(phased_indirectly);
  v("phase_lock", o.phase_lock);
  v("phase_lock_controller", o.phase_lock_controller), v("controlled_since", o.controlled_since);
  v("adventure_player", o.adventure_player), v("play_turn", o.play_turn);
  v("regen_shields", o.regen_shields);  // a melded permanent is its `card` (is_melded())
  v("except", o.except);
  LORE_FLAG(attacked);
  v("phyrexian_paid", o.phyrexian_paid);
  v("copy_choice", o.copy_choice);
  LORE_FLAG(monstrous);
  LORE_FLAG(counter_put);
  LORE_FLAG(graveyard_exile);
  LORE_FLAG(leaves_to_exile);
  LORE_FLAG(graveyard_permission_used);
  LORE_FLAG(dash_blitz);
  LORE_FLAG(face_down);
  LORE_FLAG(enter_tapped);
  v("graveyard_types_used", o.graveyard_types_used);
  v("exile_caster", o.exile_caster);
  v("chosen", o.chosen);
#undef LORE_FLAG
  v.card("named", o.named), v.card("represented_by", o.represented_by);
}
template <class V>
void fields(V& v, LastKnown& l) {
  v("id", l.id), v.nest("chars", l.chars);
}
template <class V>
void fields(V& v, Player& p) {
  v("life", p.life), v("poison", p.poison), v("turns_taken", p.turns_taken), v.nest("pool", p.pool),
      v("library", p.library);
  v("hand", p.hand), v("graveyard", p.graveyard), v("lost", p.lost), v("left_game", p.left_game);
  v("drew_from_empty", p.drew_from_empty), v("lands_played", p.lands_played);
  v("spells_cast", p.spells_cast), v("instants_sorceries_cast", p.instants_sorceries_cast),
      v("noncreature_spells_cast", p.noncreature_spells_cast), v("cost_increase", p.cost_increase);
  v("cards_drawn", p.cards_drawn),
      v("legendary_creature_spells_cast", p.legendary_creature_spells_cast);
  v("nonskeleton_died", p.nonskeleton_died);
  v("creatures_died", p.creatures_died);
  v("dealt_combat_damage_by_legend", p.dealt_combat_damage_by_legend);
  v("life_gained", p.life_gained), v("life_lost", p.life_lost);
  v("combat_damage_taken", p.combat_damage_taken);
  v("card_left_graveyard", p.card_left_graveyard);
  v("plays_from_graveyard", p.plays_from_graveyard);
  v("graveyard_to_exile", p.graveyard_to_exile);
  v("permanent_left", p.permanent_left), v("noncreature_locked", p.noncreature_locked);
  v("mulligans", p.mulligans), v("kept", p.kept), v("loyalty_twice", p.loyalty_twice);
  v("upkeep_began", p.upkeep_began), v("last_upkeep_began", p.last_upkeep_began);
  v("dealt_combat_damage_this_turn", p.dealt_combat_damage_this_turn);
  v("dealt_damage_this_turn", p.dealt_damage_this_turn);
  v("excess_damage_to_yours", p.excess_damage_to_yours);
  v("attacked_by_assassin_of", p.attacked_by_assassin_of);
  v("flipped_coin", p.flipped_coin);
  v("discarded_card", p.discarded_card), v("put_counter_on_creature", p.put_counter_on_creature),
      v("attacked_this_combat", p.attacked_this_combat);
}
template <class V>
void fields(V& v, Commander& c) {
  v("obj", c.obj), v.card("card", c.card), v("casts", c.casts), v("damage", c.damage);
  v("owner", c.owner), v("moved", c.moved);
}
template <class V>
void fields(V& v, Target& t) {
  v("kind", t.kind), v("id", t.id);
}
template <class V>
void fields(V& v, StackItem& s) {
  v("id", s.id), v("obj", s.obj), v("ability", s.ability), v("index", s.index), v("mode", s.mode);
  v("modes", s.modes), v("controller", s.controller), v("life_costs", s.life_costs), v("x", s.x),
      v("ntargets", s.ntargets);
  for (int i = 0; i < kMaxTargets; ++i)
    v.nest_indexed("target", i, s.targets[static_cast<size_t>(i)]);
  v("spec", s.spec), v("divided", s.divided), v("trigger_obj", s.trigger_obj),
      v("trigger_amount", s.trigger_amount);
  v("trigger_player", s.trigger_player), v("trigger_item", s.trigger_item);
  v("trigger_last", s.trigger_last);
  v.card("source_card", s.source_card);
  v("life_paid", s.life_paid);
}
template <class V>
void fields(V& v, DamageAssignment& a) {
  v("source", a.source), v.nest("to", a.to), v("amount", a.amount);
}
template <class V>
void fields(V& v, Crewed& c) {
  v("vehicle", c.vehicle), v("creature", c.creature);
}
template <class V>
void fields(V& v, ModesChosen& m) {
  v("obj", m.obj), v("index", m.index), v("modes", m.modes);
}
template <class V>
void fields(V& v, ResolutionCount& r) {
  v("obj", r.obj), v("index", r.index), v("times", r.times);
}
template <class V>
void fields(V& v, ControlEffect& c) {
  v("object", c.object), v("to", c.to), v("from", c.from), v("until", c.until);
  v("source", c.source);
}
template <class V>
void fields(V& v, ContinuousEffect& e) {
  v("object", e.object), v("power", e.power), v("toughness", e.toughness);
  v("keywords", e.keywords), v("timestamp", e.timestamp);
  v("until_end_of_turn", e.until_end_of_turn), v("cant_block", e.cant_block);
  v("unblockable", e.unblockable), v("must_block", e.must_block), v("prevent_for", e.prevent_for);
  v.card("grant_card", e.grant_card), v("grant_index", e.grant_index);
  v("add_types", e.add_types), v("sets_types", e.sets_types);
  v.card("subtypes_card", e.subtypes_card), v("sets_base", e.sets_base),
      v("base_power", e.base_power);
  v("base_toughness", e.base_toughness);
  v("taxed", e.taxed), v("attack_tax", e.attack_tax), v("until_turn_of", e.until_turn_of);
  v("attack_life_tax", e.attack_life_tax);
  v("loses_abilities", e.loses_abilities), v("keyword_counters_later", e.keyword_counters_later);
  v("sets_creature_types", e.sets_creature_types), v("subtypes_variant", e.subtypes_variant);
  v("until_creature_spell", e.until_creature_spell);
  v("class_controller", e.class_controller), v("class_ability", e.class_ability);
  v.card("class_card", e.class_card);
  v("prevents", e.prevents), v("prevent_combat", e.prevent_combat);
  v("prevent_to_player", e.prevent_to_player), v("prevent_next", e.prevent_next);
  v("protection", e.protection);
  v("prevent_from", e.prevent_from), v("exile_if_dies_source", e.exile_if_dies_source);
  v("attacks_despite_defender", e.attacks_despite_defender);
  v("assigns_by_toughness", e.assigns_by_toughness);
  v("assigns_as_unblocked", e.assigns_as_unblocked);
  v("prevent_source", e.prevent_source);
  v("prevent_adds_counters", e.prevent_adds_counters);
  v("adds_subtypes", e.adds_subtypes);
  v("while_controller", e.while_controller), v("while_controls", e.while_controls);
  v("while_tapped", e.while_tapped);
  v("double_damage_to", e.double_damage_to);
  v("goaded_by", e.goaded_by);
  v("land_type", e.land_type);
  v("reverts_copy", e.reverts_copy), v("revert_except", e.revert_except);
  v.card("revert_card", e.revert_card), v.card("revert_represented_by", e.revert_represented_by);
  v("must_attack", e.must_attack);
}
template <class V>
void fields(V& v, DelayedTrigger& d) {
  v.card("card", d.card), v("source", d.source), v("index", d.index);
  v("controller", d.controller), v("object", d.object), v("turn", d.turn), v("last", d.last);
}
template <class V>
void fields(V& v, PendingTrigger& p) {
  v("source", p.source), v.card("card", p.card), v("index", p.index);
  v("controller", p.controller), v("trigger_obj", p.trigger_obj), v("amount", p.amount);
  v("trigger_player", p.trigger_player), v("trigger_item", p.trigger_item);
  v("trigger_last", p.trigger_last);
}
template <class V>
void fields(V& v, Task& t) {
  v("kind", t.kind), v("stage", t.stage), v("a", t.a), v("b", t.b), v("c", t.c), v("d", t.d);
}
template <class V>
void fields(V& v, Option& o) {
  v("kind", o.kind), v("obj", o.obj), v("n", o.n);
}
template <class V>
void fields(V& v, NumberRange& r) {
  v("lo", r.lo), v("hi", r.hi), v("obj", r.obj), v("excluded", r.excluded);
}
template <class V>
void fields(V& v, Rng& r) {
  v("s", r.s);
}
// The scalars of GameState; its vectors of records are written one record per line.
template <class V>
void game_fields(V& v, GameState& st) {
  v("battlefield", st.battlefield), v("phased_out", st.phased_out), v("exile", st.exile);
  v("command", st.command);
  v("scratch", st.scratch), v("left_together", st.left_together);
  v("cast_this_turn", st.cast_this_turn);
  v("entering_from", st.entering_from);
  v("sba_performed", st.sba_performed), v("sba_settled", st.sba_settled);
  v("tokens_left", st.tokens_left);
  v("attackers_declared", st.attackers_declared), v("extra_combats", st.extra_combats);
  v("combat_phases", st.combat_phases);
  v("end_steps", st.end_steps), v("extra_end_steps", st.extra_end_steps);
  v("extra_turns", st.extra_turns), v("turn_order_from", st.turn_order_from);
  v("static_sources", st.static_sources), v("activated_sources", st.activated_sources),
      v("ability_losses", st.ability_losses), v("event_modifiers", st.event_modifiers);
  v("land_type_sources", st.land_type_sources),
      v("untap_trigger_sources", st.untap_trigger_sources);
  v("context_readers", st.context_readers), v("activation_locks", st.activation_locks);
  v("legendary_sources", st.legendary_sources), v("trigger_sources", st.trigger_sources);
  v("state_trigger_sources", st.state_trigger_sources);
  v("die_replacement_sources", st.die_replacement_sources), v("aura_sources", st.aura_sources);
  v("cost_sources", st.cost_sources), v("flash_sources", st.flash_sources);
  v("mana_event_sources", st.mana_event_sources);
  v("greater_partner_sources", st.greater_partner_sources);
  v("damage_recorders", st.damage_recorders);
  v("mana_grant_sources", st.mana_grant_sources);
  v("activated_grant_sources", st.activated_grant_sources);
  v("draw_replacers", st.draw_replacers);
  v("graveyard_exilers", st.graveyard_exilers);
  v("chosen_mana_sources", st.chosen_mana_sources);
  v("ability_removers", st.ability_removers);
  v("top_sources", st.top_sources), v("enter_doublers", st.enter_doublers);
  v("graveyard_permission_sources", st.graveyard_permission_sources);
  v("cards_seen", st.cards_seen), v("seen_hand_instant", st.seen_hand_instant);
  v("seen_graveyard_use", st.seen_graveyard_use);
  v("last_moved", st.last_moved), v("copies_first", st.copies_first);
  v("copies_last", st.copies_last);
  v("last_count", st.last_count), v("moved", st.moved);
  v("players_did", st.players_did), v("combat_damage_pairs", st.combat_damage_pairs);
  v.nest("paying", st.paying), v("decision_kind", st.decision.kind);
  v("decision_player", st.decision.player), v("decision_about", st.decision.about);
  v("decision_n", st.decision.n), v.nest("decision_range", st.decision.range);
  v.nest("answer", st.answer), v("has_answer", st.has_answer);
  v.nest("rng", st.rng), v("turn", st.turn), v("active", st.active), v("priority", st.priority);
  v("starting", st.starting), v("step", st.step), v("passes", st.passes);
  v("next_timestamp", st.next_timestamp), v("over", st.over), v("winner", st.winner);
  v("actions", st.actions), v("num_players", st.num_players), v("format", st.format);
}

}  // namespace lore
