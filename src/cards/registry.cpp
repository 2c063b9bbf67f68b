// All card scripts, by set.
#include "engine/card_db.h"

namespace lore {

std::vector<CardScript> basic_land_scripts();
std::vector<CardScript> dmu_scripts();
std::vector<CardScript> dmu_peacekeeper_scripts();
std::vector<CardScript> fin_scripts();
std::vector<CardScript> fin_dfc_scripts();
std::vector<CardScript> fin_meld_scripts();
std::vector<CardScript> fin_library_top_scripts();
std::vector<CardScript> fin_adventure_scripts();
std::vector<CardScript> fic_scripts();
std::vector<CardScript> dmc_scripts();
std::vector<CardScript> fin_mech_scripts();
std::vector<CardScript> fin_crystal_scripts();
std::vector<CardScript> fin_cfin_scripts();
std::vector<CardScript> planeswalker_scripts();
std::vector<CardScript> usg_scripts();
std::vector<CardScript> usg_cycling_echo_scripts();
std::vector<CardScript> usg_protection_scripts();
std::vector<CardScript> vehicle_scripts();
std::vector<CardScript> usg_enchantment_scripts();
std::vector<CardScript> usg_core_scripts();
std::vector<CardScript> usg_cusg_scripts();
std::vector<CardScript> dmu_kicker_scripts();
std::vector<CardScript> dmu_block_requirements_scripts();
std::vector<CardScript> dmu_commons_scripts();
std::vector<CardScript> dmu_spells_matter_scripts();
std::vector<CardScript> dmu_stack_ability_scripts();
std::vector<CardScript> dmu_more_scripts();
std::vector<CardScript> dmc_legend_scripts();
std::vector<CardScript> dmc_commander_scripts();
std::vector<CardScript> usg_combat_scripts();
std::vector<CardScript> usg_mana_scripts();
std::vector<CardScript> usg_prevention_scripts();
std::vector<CardScript> usg_control_x_scripts();
std::vector<CardScript> usg_statics_scripts();
std::vector<CardScript> usg_aura_scripts();
std::vector<CardScript> fin_equipment_scripts();
std::vector<CardScript> fin_static_scripts();
std::vector<CardScript> fin_plain_scripts();
std::vector<CardScript> fin_dfc2_scripts();
std::vector<CardScript> fin_search_scripts();
std::vector<CardScript> fin_legend_scripts();
std::vector<CardScript> fic_spell_scripts();
std::vector<CardScript> fin_spell_more_scripts();
std::vector<CardScript> fin_rule_creature_scripts();
std::vector<CardScript> fin_graveyard_cast_scripts();
std::vector<CardScript> fin_late_scripts();
std::vector<CardScript> fin_library_play_scripts();
std::vector<CardScript> fin_turn_history_scripts();
std::vector<CardScript> fin_legends_more_scripts();
std::vector<CardScript> fin_remaining_scripts();
std::vector<CardScript> fca_scripts();
std::vector<CardScript> fca_commander_scripts();
std::vector<CardScript> fca_mana_scripts();
std::vector<CardScript> dmu_mana_scripts();
std::vector<CardScript> fic_legend_scripts();
std::vector<CardScript> copy_effect_scripts();
std::vector<CardScript> fic_partner_scripts();
std::vector<CardScript> fic_counter_scripts();
std::vector<CardScript> fic_more_scripts();
std::vector<CardScript> fic_part2_scripts();
std::vector<CardScript> fic_trigger_scripts();
std::vector<CardScript> fic_equipment_scripts();
std::vector<CardScript> fic_each_player_scripts();
std::vector<CardScript> fic_combat_damage_scripts();
std::vector<CardScript> fic_green_spell_scripts();
std::vector<CardScript> fic_noncreature_cast_scripts();
std::vector<CardScript> fic_reflexive_scripts();
std::vector<CardScript> fic_artifact_scripts();
std::vector<CardScript> fic_rebound_scripts();
std::vector<CardScript> fic_duration_scripts();
std::vector<CardScript> fic_multiplayer_scripts();
std::vector<CardScript> fic_turn_counter_scripts();
std::vector<CardScript> fic_melee_scripts();
std::vector<CardScript> fic_foretell_scripts();
std::vector<CardScript> fic_graveyard_god_scripts();
std::vector<CardScript> fin_end_step_scripts();
std::vector<CardScript> fca_counter_scripts();
std::vector<CardScript> dmu_legend_scripts();
std::vector<CardScript> fin_final_scripts();
std::vector<CardScript> fin_exile_permission_scripts();
std::vector<CardScript> fin_last_legend_scripts();
std::vector<CardScript> dmu_library_scripts();
std::vector<CardScript> dmu_cast_condition_scripts();
std::vector<CardScript> dmu_combat_scripts();
std::vector<CardScript> dmu_counter_scripts();
std::vector<CardScript> usg_return_scripts();
std::vector<CardScript> usg_upkeep_counter_scripts();
std::vector<CardScript> usg_untap_choice_scripts();
std::vector<CardScript> usg_counted_scripts();
std::vector<CardScript> usg_aura_upkeep_scripts();
std::vector<CardScript> dmu_late_scripts();
std::vector<CardScript> dmu_last_scripts();
std::vector<CardScript> dmu_enter_choice_scripts();
std::vector<CardScript> dmu_land_type_scripts();
std::vector<CardScript> dmu_graveyard_permission_scripts();
std::vector<CardScript> dmc_exile_cast_scripts();
std::vector<CardScript> dmc_convoke_scripts();
std::vector<CardScript> dmu_arena_scripts();
std::vector<CardScript> dmu_combat_research_scripts();
std::vector<CardScript> dmu_ingenuity_scripts();
std::vector<CardScript> dmu_raven_man_scripts();
std::vector<CardScript> control_duration_scripts();
std::vector<CardScript> fin_sacrifice_kicker_scripts();
std::vector<CardScript> usg_rule_static_scripts();
std::vector<CardScript> usg_late_scripts();
std::vector<CardScript> play_free_scripts();
std::vector<CardScript> usg_linked_scripts();
std::vector<CardScript> dmu_type_change_scripts();
std::vector<CardScript> dmu_hordemaster_scripts();
std::vector<CardScript> usg_damage_link_scripts();
std::vector<CardScript> usg_restriction_scripts();
std::vector<CardScript> mana_grant_scripts();
std::vector<CardScript> dmu_resolution_choice_scripts();
std::vector<CardScript> granted_activated_scripts();
std::vector<CardScript> fin_flashback_spell_scripts();
std::vector<CardScript> fin_graveyard_legend_scripts();
std::vector<CardScript> fin_transform_legend_scripts();
std::vector<CardScript> fin_s40_scripts();

std::vector<CardScript> all_card_scripts() {
  std::vector<CardScript> all;
  for (auto* f : {basic_land_scripts,
                  dmu_scripts,
                  dmu_peacekeeper_scripts,
                  fin_scripts,
                  fin_dfc_scripts,
                  fin_meld_scripts,
                  fin_library_top_scripts,
                  fin_adventure_scripts,
                  fin_mech_scripts,
                  fin_crystal_scripts,
                  fic_scripts,
                  dmc_scripts,
                  planeswalker_scripts,
                  usg_scripts,
                  usg_cycling_echo_scripts,
                  usg_protection_scripts,
                  vehicle_scripts,
                  usg_enchantment_scripts,
                  usg_core_scripts,
                  usg_cusg_scripts,
                  fin_cfin_scripts,
                  dmu_kicker_scripts,
                  dmu_block_requirements_scripts,
                  dmu_commons_scripts,
                  dmu_spells_matter_scripts,
                  dmu_more_scripts,
                  dmc_legend_scripts,
                  usg_combat_scripts,
                  usg_mana_scripts,
                  usg_prevention_scripts,
                  usg_control_x_scripts,
                  usg_statics_scripts,
                  usg_aura_scripts,

                  fin_equipment_scripts,
                  fin_static_scripts,
                  fin_plain_scripts,
                  fin_dfc2_scripts,
                  fin_search_scripts,
                  fin_legend_scripts,
                  fic_spell_scripts,
                  fin_spell_more_scripts,
                  fin_rule_creature_scripts,
                  dmc_commander_scripts,
                  fin_graveyard_cast_scripts,
                  fin_late_scripts,
                  fin_library_play_scripts,
                  fin_turn_history_scripts,
                  fin_legends_more_scripts,
                  fin_remaining_scripts,
                  fca_scripts,
                  fca_commander_scripts,
                  fca_mana_scripts,
                  dmu_mana_scripts,
                  fic_legend_scripts,
                  copy_effect_scripts,
                  fic_partner_scripts,
                  fic_counter_scripts,
                  fic_more_scripts,
                  fic_part2_scripts,
                  fic_trigger_scripts,
                  fic_equipment_scripts,
                  fic_each_player_scripts,
                  fic_combat_damage_scripts,
                  fic_green_spell_scripts,
                  fic_noncreature_cast_scripts,
                  fic_reflexive_scripts,
                  fic_artifact_scripts,
                  fic_rebound_scripts,
                  fic_duration_scripts,
                  fic_multiplayer_scripts,
                  fic_turn_counter_scripts,
                  fic_melee_scripts,
                  fic_foretell_scripts,
                  fca_counter_scripts,

                  dmu_legend_scripts,
                  dmu_library_scripts,
                  dmu_cast_condition_scripts,
                  dmu_combat_scripts,
                  dmu_counter_scripts,
                  usg_return_scripts,
                  usg_upkeep_counter_scripts,
                  usg_untap_choice_scripts,
                  usg_counted_scripts,
                  usg_aura_upkeep_scripts,
                  dmu_late_scripts,
                  dmc_convoke_scripts,
                  dmu_arena_scripts,
                  dmu_combat_research_scripts,
                  dmu_ingenuity_scripts,
                  dmu_raven_man_scripts,
                  control_duration_scripts,
                  fin_sacrifice_kicker_scripts,
                  usg_rule_static_scripts,
                  usg_late_scripts,
                  dmu_type_change_scripts,
                  dmu_hordemaster_scripts,
                  fic_graveyard_god_scripts,
                  fin_end_step_scripts,
                  usg_damage_link_scripts,
                  usg_restriction_scripts,
                  mana_grant_scripts,
                  dmu_resolution_choice_scripts,
                  dmu_last_scripts,
                  fin_final_scripts,
                  play_free_scripts,
                  usg_linked_scripts,
                  dmu_enter_choice_scripts,
                  dmu_graveyard_permission_scripts,
                  dmc_exile_cast_scripts,
                  granted_activated_scripts,
                  dmu_stack_ability_scripts,
                  fin_last_legend_scripts,
                  fin_flashback_spell_scripts,
                  fin_graveyard_legend_scripts,
                  fin_transform_legend_scripts,
                  dmu_land_type_scripts,
                  fin_exile_permission_scripts,
                  fin_s40_scripts}) {
    auto v = f();
    all.insert(all.end(), v.begin(), v.end());
  }
  return all;
}

}  // namespace lore
