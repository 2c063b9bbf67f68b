// Every effect primitive (enum class Op, card.h), one function each, grouped by the file that
// holds it; dispatch.cpp maps each Op to its function.
#pragma once

#include "engine/effects/effect_context.h"

namespace lore::effects {

// damage_life.cpp: damage, fights, damage prevention and life totals
bool op_deal_damage(Ctx& c, const Effect& e, const Option* ans);
bool op_gain_life(Ctx& c, const Effect& e, const Option* ans);
bool op_lose_life(Ctx& c, const Effect& e, const Option* ans);
bool op_life_total_becomes(Ctx& c, const Effect& e, const Option* ans);
bool op_fight(Ctx& c, const Effect& e, const Option* ans);
bool op_prevent_damage(Ctx& c, const Effect& e, const Option* ans);
bool op_prevent_damage_to_creatures(Ctx& c, const Effect& e, const Option* ans);
bool op_double_damage_to_player_until_your_next_turn(Ctx& c, const Effect& e, const Option* ans);

// library.cpp: drawing, milling, searching and looking at or revealing the library
bool op_draw_cards(Ctx& c, const Effect& e, const Option* ans);
bool op_mill(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_of_library(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_castable_while_exiled(Ctx& c, const Effect& e, const Option* ans);
bool op_shuffle_hand_and_graveyard_into_library(Ctx& c, const Effect& e, const Option* ans);
bool op_shuffle_nonland_graveyard_into_library(Ctx& c, const Effect& e, const Option* ans);
bool op_search_library(Ctx& c, const Effect& e, const Option* ans);
bool op_search_opponent_chooses_shuffled(Ctx& c, const Effect& e, const Option* ans);
bool op_look_at_top(Ctx& c, const Effect& e, const Option* ans);
bool op_look_top_hand_rest_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_top_to_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_put_from_hand_on_top(Ctx& c, const Effect& e, const Option* ans);
bool op_reorder_top(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_top_one_per_type(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_until_land(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_until_to_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_scry(Ctx& c, const Effect& e, const Option* ans);
bool op_surveil(Ctx& c, const Effect& e, const Option* ans);
bool op_pay_any_amount_look(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_alternate_hand_opponent_bottom(Ctx& c, const Effect& e, const Option* ans);
bool op_shuffle_library(Ctx& c, const Effect& e, const Option* ans);
bool op_look_top_hand_lands_rest_graveyard(Ctx& c, const Effect& e, const Option* ans);

// discard.cpp: discarding cards from hand
bool op_discard(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_all_of_chosen_color(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_chosen(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_any_number(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_up_to(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_at_random(Ctx& c, const Effect& e, const Option* ans);
bool op_discard_chosen_up_to(Ctx& c, const Effect& e, const Option* ans);
bool op_attach_to_another_of_type(Ctx& c, const Effect& e, const Option* ans);
bool op_doesnt_untap_while_source_remains(Ctx& c, const Effect& e, const Option* ans);

// destroy_sacrifice.cpp: destroying, regenerating and sacrificing permanents
bool op_separate_piles(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_opponent_separates_piles(Ctx& c, const Effect& e, const Option* ans);
bool op_destroy(Ctx& c, const Effect& e, const Option* ans);
bool op_destroy_chosen_per_opponent(Ctx& c, const Effect& e, const Option* ans);
bool op_sacrifice(Ctx& c, const Effect& e, const Option* ans);
bool op_regenerate(Ctx& c, const Effect& e, const Option* ans);
bool op_sacrifice_it(Ctx& c, const Effect& e, const Option* ans);
bool op_sacrifice_any_number(Ctx& c, const Effect& e, const Option* ans);
bool op_sacrifice_unless_pays(Ctx& c, const Effect& e, const Option* ans);

// exile_return.cpp: exiling, returning and putting cards onto the battlefield or into hand
bool op_put_from_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_each_player_puts_onto_battlefield(Ctx& c, const Effect& e, const Option* ans);
bool op_phase_out(Ctx& c, const Effect& e, const Option* ans);
bool op_exile(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_crewers(Ctx& c, const Effect& e, const Option* ans);
bool op_return_to_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_return_to_battlefield(Ctx& c, const Effect& e, const Option* ans);
bool op_put_into_library(Ctx& c, const Effect& e, const Option* ans);
bool op_monstrosity(Ctx& c, const Effect& e, const Option* ans);  // counters.cpp
bool op_exile_until_source_leaves(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_from_each_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_return_chosen_permanent(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_if_dies_this_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_return_greatest_mana_value(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_and_return(Ctx& c, const Effect& e, const Option* ans);
bool op_choose_moved_to_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_return_unless_pays_life(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_and_meld(Ctx& c, const Effect& e, const Option* ans);
bool op_return_chosen_from_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_put_attached_to_source(Ctx& c, const Effect& e, const Option* ans);
bool op_put_from_a_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_opponent_chooses_exiled_for_bottom(Ctx& c, const Effect& e, const Option* ans);

// counters.cpp: putting and removing counters
bool op_remove_counters(Ctx& c, const Effect& e, const Option* ans);
bool op_move_counter(Ctx& c, const Effect& e, const Option* ans);
bool op_remove_counter_from_any_number(Ctx& c, const Effect& e, const Option* ans);
bool op_put_counters(Ctx& c, const Effect& e, const Option* ans);
bool op_put_counters_up_to(Ctx& c, const Effect& e, const Option* ans);
bool op_put_counters_on_one_target(Ctx& c, const Effect& e, const Option* ans);
bool op_enters_with_counters(Ctx& c, const Effect& e, const Option* ans);
bool op_put_source_counters(Ctx& c, const Effect& e, const Option* ans);
bool op_put_counters_on_chosen(Ctx& c, const Effect& e, const Option* ans);
bool op_proliferate(Ctx& c, const Effect& e, const Option* ans);

// tokens_copies.cpp: tokens, emblems and token copies of permanents
bool op_create_token(Ctx& c, const Effect& e, const Option* ans);
bool op_create_emblem(Ctx& c, const Effect& e, const Option* ans);
bool op_copy_token(Ctx& c, const Effect& e, const Option* ans);
bool op_become_copy(Ctx& c, const Effect& e, const Option* ans);  // become_copy.cpp
bool op_must_attack(Ctx& c, const Effect& e, const Option* ans);  // characteristics.cpp

// stack_spells.cpp: countering, copying and retargeting spells on the stack
bool op_counter_spell(Ctx& c, const Effect& e, const Option* ans);
bool op_counter_unless_pays(Ctx& c, const Effect& e, const Option* ans);
bool op_choose_new_targets(Ctx& c, const Effect& e, const Option* ans);
bool op_copy_spell(Ctx& c, const Effect& e, const Option* ans);
bool op_copy_ability(Ctx& c, const Effect& e, const Option* ans);

// casting.cpp: casting or playing cards during a resolution
bool op_cast_from_hand_free(Ctx& c, const Effect& e, const Option* ans);
bool op_copy_and_cast(Ctx& c, const Effect& e, const Option* ans);
bool op_cast_exiled_with_source(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_until_lesser_cast_free(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_choose_playable(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_playable(Ctx& c, const Effect& e, const Option* ans);
bool op_cast_target_from_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_cast_from_exile_free(Ctx& c, const Effect& e, const Option* ans);
bool op_may_cast_from_graveyard_this_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_shuffle_then_play_top_free(Ctx& c, const Effect& e, const Option* ans);
bool op_link_to_source(Ctx& c, const Effect& e, const Option* ans);
bool op_gain_mana_ability_until_end_of_turn(Ctx& c, const Effect& e, const Option* ans);

// tap_untap.cpp: tapping and untapping permanents
bool op_tap_any_number(Ctx& c, const Effect& e, const Option* ans);
bool op_untap_up_to(Ctx& c, const Effect& e, const Option* ans);
bool op_tap_or_tap_and_stun(Ctx& c, const Effect& e, const Option* ans);
bool op_untap(Ctx& c, const Effect& e, const Option* ans);
bool op_doesnt_untap_next_untap_step(Ctx& c, const Effect& e, const Option* ans);
bool op_play_from_graveyard_this_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_tap_or_untap_all_of_chosen_type(Ctx& c, const Effect& e, const Option* ans);

// characteristics.cpp: continuous effects on characteristics and combat abilities
bool op_become_creature(Ctx& c, const Effect& e, const Option* ans);
bool op_become_types(Ctx& c, const Effect& e, const Option* ans);
bool op_lose_all_abilities(Ctx& c, const Effect& e, const Option* ans);
bool op_set_base_p_t(Ctx& c, const Effect& e, const Option* ans);
bool op_pump_or_grant_keywords(Ctx& c, const Effect& e, const Option* ans);
bool op_cant_block(Ctx& c, const Effect& e, const Option* ans);
bool op_must_block(Ctx& c, const Effect& e, const Option* ans);
bool op_transform(Ctx& c, const Effect& e, const Option* ans);
bool op_cant_be_blocked(Ctx& c, const Effect& e, const Option* ans);
bool op_grant_ability(Ctx& c, const Effect& e, const Option* ans);
bool op_become_basic_land_type_of_choice(Ctx& c, const Effect& e, const Option* ans);
bool op_play_exiled_with_source_free(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_of_who_may_cast(Ctx& c, const Effect& e, const Option* ans);

// control_attach.cpp: control changes and attaching
bool op_attach(Ctx& c, const Effect& e, const Option* ans);
bool op_attach_chosen(Ctx& c, const Effect& e, const Option* ans);
bool op_unattach(Ctx& c, const Effect& e, const Option* ans);
bool op_search_library_and_or_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_choose_attached(Ctx& c, const Effect& e, const Option* ans);
bool op_attach_from_source(Ctx& c, const Effect& e, const Option* ans);
bool op_gain_control(Ctx& c, const Effect& e, const Option* ans);
bool op_exchange_control(Ctx& c, const Effect& e, const Option* ans);

// mana_costs.cpp: adding mana and paying or changing costs
bool op_cost_more_this_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_add_mana(Ctx& c, const Effect& e, const Option* ans);
bool op_pay_optional(Ctx& c, const Effect& e, const Option* ans);
bool op_pay_x_up_to(Ctx& c, const Effect& e, const Option* ans);

// delayed_reflexive.cpp: delayed and reflexive triggered abilities
bool op_create_delayed(Ctx& c, const Effect& e, const Option* ans);
bool op_reflexive(Ctx& c, const Effect& e, const Option* ans);

// turn_game.cpp: the turn, the game, and turn-long permissions or restrictions
bool op_loyalty_twice(Ctx& c, const Effect& e, const Option* ans);
bool op_attack_tax_until_your_next_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_cant_cast_noncreature_this_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_additional_combat_phase(Ctx& c, const Effect& e, const Option* ans);
bool op_additional_end_step_if_first(Ctx& c, const Effect& e, const Option* ans);
bool op_end_the_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_win_the_game(Ctx& c, const Effect& e, const Option* ans);
bool op_lose_game(Ctx& c, const Effect& e, const Option* ans);
bool op_flip_coin(Ctx& c, const Effect& e, const Option* ans);
bool op_flip_coins(Ctx& c, const Effect& e, const Option* ans);
bool op_goad(Ctx& c, const Effect& e, const Option* ans);
bool op_count_resolution(Ctx& c, const Effect& e, const Option* ans);
bool op_become_monarch(Ctx& c, const Effect& e, const Option* ans);
bool op_take_extra_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_then_reveal_sharing_type(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_cast_total_mana_value_free(Ctx& c, const Effect& e, const Option* ans);
bool op_remove_from_combat(Ctx& c, const Effect& e, const Option* ans);
bool op_attach_source_to_chosen(Ctx& c, const Effect& e, const Option* ans);

// commander_ops.cpp: the Commander cards' primitives
bool op_pay_life_optional(Ctx& c, const Effect& e, const Option* ans);
bool op_damage_random_opponent(Ctx& c, const Effect& e, const Option* ans);
bool op_commander_to_hand(Ctx& c, const Effect& e, const Option* ans);
bool op_reveal_top_land_or_draw(Ctx& c, const Effect& e, const Option* ans);
bool op_grant_protection(Ctx& c, const Effect& e, const Option* ans);
bool op_exile_top_playable_until_next_turn(Ctx& c, const Effect& e, const Option* ans);
bool op_ninjutsu_enter(Ctx& c, const Effect& e, const Option* ans);

// each_player_choices.cpp: "each player may ...", chosen in turn order, done together (101.4)
bool op_each_may_discard_hand_and_draw(Ctx& c, const Effect& e, const Option* ans);
bool op_each_returns_from_graveyard(Ctx& c, const Effect& e, const Option* ans);
bool op_each_may_sacrifice(Ctx& c, const Effect& e, const Option* ans);
bool op_each_may_discard_card(Ctx& c, const Effect& e, const Option* ans);

}  // namespace lore::effects
