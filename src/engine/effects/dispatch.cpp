// The one map from each effect primitive (Op) to the function that carries it out (ops.h says
// which file holds it).
#include <iterator>
#include <utility>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

using OpFn = bool (*)(Ctx&, const Effect&, const Option*);
struct OpEntry {
  Op op;
  OpFn run;
};

// In the order of enum class Op: entry i is Op i.
constexpr OpEntry kOps[] = {
    {Op::DealDamage, op_deal_damage},
    {Op::DrawCards, op_draw_cards},
    {Op::GainLife, op_gain_life},
    {Op::LoseLife, op_lose_life},
    {Op::Discard, op_discard},
    {Op::DiscardChosen, op_discard_chosen},
    {Op::DiscardAnyNumber, op_discard_any_number},
    {Op::Mill, op_mill},
    {Op::Scry, op_scry},
    {Op::Surveil, op_surveil},
    {Op::Destroy, op_destroy},
    {Op::Exile, op_exile},
    {Op::ReturnToHand, op_return_to_hand},
    {Op::ReturnToBattlefield, op_return_to_battlefield},
    {Op::Sacrifice, op_sacrifice},
    {Op::CreateToken, op_create_token},
    {Op::PutCounters, op_put_counters},
    {Op::Pump, op_pump_or_grant_keywords},
    {Op::GrantKeywords, op_pump_or_grant_keywords},
    {Op::Tap, op_tap_or_tap_and_stun},
    {Op::Untap, op_untap},
    {Op::TapAndStun, op_tap_or_tap_and_stun},
    {Op::CounterSpell, op_counter_spell},
    {Op::SeparatePiles, op_separate_piles},
    {Op::RevealOpponentSeparatesPiles, op_reveal_opponent_separates_piles},
    {Op::SacrificeIt, op_sacrifice_it},
    {Op::CreateDelayed, op_create_delayed},
    {Op::CantBlock, op_cant_block},
    {Op::PayAnyAmountLook, op_pay_any_amount_look},
    {Op::CreateEmblem, op_create_emblem},
    {Op::CostMoreThisTurn, op_cost_more_this_turn},
    {Op::Reflexive, op_reflexive},
    {Op::ExileAndReturn, op_exile_and_return},
    {Op::Transform, op_transform},
    {Op::AddMana, op_add_mana},
    {Op::Fight, op_fight},
    {Op::Attach, op_attach},
    {Op::DiscardUpTo, op_discard_up_to},
    {Op::DiscardHand, op_discard_hand},
    {Op::RevealTopToHand, op_reveal_top_to_hand},
    {Op::ChooseMovedToHand, op_choose_moved_to_hand},
    {Op::CopyToken, op_copy_token},
    {Op::PutCountersUpTo, op_put_counters_up_to},
    {Op::PreventDamageToCreatures, op_prevent_damage_to_creatures},
    {Op::CantBeBlocked, op_cant_be_blocked},
    {Op::SearchLibrary, op_search_library},
    {Op::EntersWithCounters, op_enters_with_counters},
    {Op::LoseGame, op_lose_game},
    {Op::GrantAbility, op_grant_ability},
    {Op::ExileTopPlayable, op_exile_top_playable},
    {Op::CopySpell, op_copy_spell},
    {Op::CounterUnlessPays, op_counter_unless_pays},
    {Op::TapAnyNumber, op_tap_any_number},
    {Op::BecomeCreature, op_become_creature},
    {Op::BecomeTypes, op_become_types},
    {Op::LookAtTop, op_look_at_top},
    {Op::PutFromHand, op_put_from_hand},
    {Op::LoyaltyTwice, op_loyalty_twice},
    {Op::CastFromHandFree, op_cast_from_hand_free},
    {Op::CopyAndCast, op_copy_and_cast},
    {Op::PhaseOut, op_phase_out},
    {Op::ExileUntilSourceLeaves, op_exile_until_source_leaves},
    {Op::ReturnGreatestManaValue, op_return_greatest_mana_value},
    {Op::ReturnUnlessPaysLife, op_return_unless_pays_life},
    {Op::ChooseNewTargets, op_choose_new_targets},
    {Op::AttackTaxUntilYourNextTurn, op_attack_tax_until_your_next_turn},
    {Op::RemoveCounters, op_remove_counters},
    {Op::RemoveCounterFromAnyNumber, op_remove_counter_from_any_number},
    {Op::ExileFromEachGraveyard, op_exile_from_each_graveyard},
    {Op::CastExiledWithSource, op_cast_exiled_with_source},
    {Op::LoseAllAbilities, op_lose_all_abilities},
    {Op::SacrificeUnlessPays, op_sacrifice_unless_pays},
    {Op::GainControl, op_gain_control},
    {Op::Regenerate, op_regenerate},
    {Op::ExileCrewers, op_exile_crewers},
    {Op::RevealUntilLand, op_reveal_until_land},
    {Op::PayOptional, op_pay_optional},
    {Op::ExileAndMeld, op_exile_and_meld},
    {Op::ReturnChosenFromGraveyard, op_return_chosen_from_graveyard},
    {Op::SetBasePT, op_set_base_p_t},
    {Op::ExileTopChoosePlayable, op_exile_top_choose_playable},
    {Op::ExileUntilLesserCastFree, op_exile_until_lesser_cast_free},
    {Op::WinTheGame, op_win_the_game},
    {Op::LifeTotalBecomes, op_life_total_becomes},
    {Op::UntapUpTo, op_untap_up_to},
    {Op::ChooseAttached, op_choose_attached},
    {Op::PutSourceCounters, op_put_source_counters},
    {Op::AttachFromSource, op_attach_from_source},
    {Op::EndTheTurn, op_end_the_turn},
    {Op::PutAttachedToSource, op_put_attached_to_source},
    {Op::LookTopHandRestGraveyard, op_look_top_hand_rest_graveyard},
    {Op::FlipCoin, op_flip_coin},
    {Op::PreventDamage, op_prevent_damage},
    {Op::ExileTopOfLibrary, op_exile_top_of_library},
    {Op::ShuffleNonlandGraveyardIntoLibrary, op_shuffle_nonland_graveyard_into_library},
    {Op::CastTargetFromGraveyard, op_cast_target_from_graveyard},
    {Op::ReturnChosenPermanent, op_return_chosen_permanent},
    {Op::PutCountersOnOneTarget, op_put_counters_on_one_target},
    {Op::ExileIfDiesThisTurn, op_exile_if_dies_this_turn},
    {Op::PutFromHandOnTop, op_put_from_hand_on_top},
    {Op::CantCastNoncreatureThisTurn, op_cant_cast_noncreature_this_turn},
    {Op::RevealTopOnePerType, op_reveal_top_one_per_type},
    {Op::AdditionalCombatPhase, op_additional_combat_phase},
    {Op::PayLifeOptional, op_pay_life_optional},
    {Op::DamageRandomOpponent, op_damage_random_opponent},
    {Op::CommanderToHand, op_commander_to_hand},
    {Op::RevealTopLandOrDraw, op_reveal_top_land_or_draw},
    {Op::GrantProtection, op_grant_protection},
    {Op::ExileTopPlayableUntilNextTurn, op_exile_top_playable_until_next_turn},
    {Op::NinjutsuEnter, op_ninjutsu_enter},
    {Op::PutCountersOnChosen, op_put_counters_on_chosen},
    {Op::Proliferate, op_proliferate},
    {Op::EachMayDiscardHandAndDraw, op_each_may_discard_hand_and_draw},
    {Op::EachMaySacrifice, op_each_may_sacrifice},
    {Op::RevealUntilToHand, op_reveal_until_to_hand},
    {Op::EachMayDiscardCard, op_each_may_discard_card},
    {Op::CastFromExileFree, op_cast_from_exile_free},
    {Op::EachPlayerPutsOntoBattlefield, op_each_player_puts_onto_battlefield},
    {Op::ReorderTop, op_reorder_top},
    {Op::PutIntoLibrary, op_put_into_library},
    {Op::ExchangeControl, op_exchange_control},
    {Op::Monstrosity, op_monstrosity},
    {Op::DiscardAtRandom, op_discard_at_random},
    {Op::ShuffleHandAndGraveyardIntoLibrary, op_shuffle_hand_and_graveyard_into_library},
    {Op::EachReturnsFromGraveyard, op_each_returns_from_graveyard},
    {Op::SacrificeAnyNumber, op_sacrifice_any_number},
    {Op::DoesntUntapNextUntapStep, op_doesnt_untap_next_untap_step},
    {Op::DiscardAllOfChosenColor, op_discard_all_of_chosen_color},
    {Op::TapOrUntapAllOfChosenType, op_tap_or_untap_all_of_chosen_type},
    {Op::AttachChosen, op_attach_chosen},
    {Op::Unattach, op_unattach},
    {Op::SearchLibraryAndOrGraveyard, op_search_library_and_or_graveyard},
    {Op::DestroyChosenPerOpponent, op_destroy_chosen_per_opponent},
    {Op::AdditionalEndStepIfFirst, op_additional_end_step_if_first},
    {Op::DiscardChosenUpTo, op_discard_chosen_up_to},
    {Op::AttachToAnotherOfType, op_attach_to_another_of_type},
    {Op::DoesntUntapWhileSourceRemains, op_doesnt_untap_while_source_remains},
    {Op::MustBlock, op_must_block},
    {Op::PutFromAGraveyard, op_put_from_a_graveyard},
    {Op::PayXUpTo, op_pay_x_up_to},
    {Op::SearchOpponentChoosesShuffled, op_search_opponent_chooses_shuffled},
    {Op::PlayFromGraveyardThisTurn, op_play_from_graveyard_this_turn},
    {Op::MoveCounter, op_move_counter},
    {Op::DoesntUntapWhileSourceTapped, op_doesnt_untap_while_source_remains},
    {Op::FlipCoins, op_flip_coins},
    {Op::MayCastFromGraveyardThisTurn, op_may_cast_from_graveyard_this_turn},
    {Op::ShuffleThenPlayTopFree, op_shuffle_then_play_top_free},
    {Op::LinkToSource, op_link_to_source},
    {Op::ExileTopCastableWhileExiled, op_exile_top_castable_while_exiled},
    {Op::GainManaAbilityUntilEndOfTurn, op_gain_mana_ability_until_end_of_turn},
    {Op::CopyAbility, op_copy_ability},
    {Op::DoubleDamageToPlayerUntilYourNextTurn, op_double_damage_to_player_until_your_next_turn},
    {Op::Goad, op_goad},
    {Op::RevealAlternateHandOpponentBottom, op_reveal_alternate_hand_opponent_bottom},
    {Op::ShuffleLibrary, op_shuffle_library},
    {Op::LookTopHandLandsRestGraveyard, op_look_top_hand_lands_rest_graveyard},
    {Op::CountResolution, op_count_resolution},
    {Op::BecomeBasicLandTypeOfChoice, op_become_basic_land_type_of_choice},
    {Op::PlayExiledWithSourceFree, op_play_exiled_with_source_free},
    {Op::ExileTopOfWhoMayCast, op_exile_top_of_who_may_cast},
    {Op::BecomeCopy, op_become_copy},
    {Op::MustAttack, op_must_attack},
    {Op::BecomeMonarch, op_become_monarch},
    {Op::OpponentChoosesExiledForBottom, op_opponent_chooses_exiled_for_bottom},
    {Op::TakeExtraTurn, op_take_extra_turn},
    {Op::ExileThenRevealSharingType, op_exile_then_reveal_sharing_type},
    {Op::ExileTopCastTotalManaValueFree, op_exile_top_cast_total_mana_value_free},
    {Op::RemoveFromCombat, op_remove_from_combat},
    {Op::AttachSourceToChosen, op_attach_source_to_chosen},
};

constexpr bool in_op_order() {
  for (size_t i = 0; i < std::size(kOps); ++i)
    if (static_cast<size_t>(kOps[i].op) != i) return false;
  return true;
}
static_assert(std::size(kOps) == static_cast<size_t>(Op::AttachSourceToChosen) + 1,
              "an Op without a function");
static_assert(in_op_order(), "kOps must list the Ops in their enum order");

}  // namespace

bool run_effect(Ctx& c, const Effect& e, const Option* ans) {
  std::vector<Target> who;
  recipients(c, e, who);
  c.who = &who;
  c.a = amount_of(c, e.a);
  const PlayerId outer = std::exchange(c.g.st.effect_controller, c.item.controller);
  const bool done = kOps[static_cast<size_t>(e.op)].run(c, e, ans);
  c.g.st.effect_controller = outer;
  return done;
}

}  // namespace lore::effects
