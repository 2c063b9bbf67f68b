// Basic lands (305.6: the basic land type gives the mana ability) and tokens (111.4).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> basic_land_scripts() {
  return {
      {"Plains", [](CardDef& c) { c.abilities = {mana(White)}; }},
      {"Island", [](CardDef& c) { c.abilities = {mana(Blue)}; }},
      {"Swamp", [](CardDef& c) { c.abilities = {mana(Black)}; }},
      {"Mountain", [](CardDef& c) { c.abilities = {mana(Red)}; }},
      {"Forest", [](CardDef& c) { c.abilities = {mana(Green)}; }},
  };
}

namespace {

void creature_token(CardDef& c, const char* subtype, ColorMask color, int p, int t) {
  c.types = TCreature;
  c.subtypes = {subtype};
  c.colors = color;
  c.power = static_cast<int16_t>(p);
  c.toughness = static_cast<int16_t>(t);
  c.type_line = std::string("Token Creature \xE2\x80\x94 ") + subtype;
}

}  // namespace

std::vector<TokenScript> bench_token_scripts();      // bench.cpp: benchmark-only cards
std::vector<TokenScript> ref_token_scripts();        // ref.cpp: reference cards for rulings
std::vector<TokenScript> dmc_token_scripts();        // dmc_commanders.cpp
std::vector<TokenScript> dmu_late_token_scripts();   // dmu_late.cpp
std::vector<TokenScript> usg_token_scripts();        // usg_restrictions.cpp
std::vector<TokenScript> play_free_token_scripts();  // play_free.cpp
std::vector<TokenScript> monarch_token_scripts();    // fic_multiplayer.cpp
std::vector<TokenScript> fin_transform_legend_token_scripts();  // fin_transform_legends.cpp

std::vector<TokenScript> all_token_scripts() {
  std::vector<TokenScript> all = {
      {"Soldier", [](CardDef& c) { creature_token(c, "Soldier", White, 1, 1); }},
      {"Hero", [](CardDef& c) { creature_token(c, "Hero", 0, 1, 1); }},
      {"Saproling", [](CardDef& c) { creature_token(c, "Saproling", Green, 1, 1); }},
      {"Beast", [](CardDef& c) { creature_token(c, "Beast", Green, 3, 3); }},
      {"Goblin", [](CardDef& c) { creature_token(c, "Goblin", Red, 1, 1); }},
      {"Frog", [](CardDef& c) { creature_token(c, "Frog", Green, 1, 1); }},  // Quina
      // The Wandering Minstrel's "2/2 Elemental creature token that's all colors" (105.2)
      {"Elemental",
       [](CardDef& c) {
         creature_token(c, "Elemental", White | Blue | Black | Red | Green, 2, 2);
       }},
      {"Angel",
       [](CardDef& c) {
         creature_token(c, "Angel", White, 4, 4);
         c.keywords = KFlying | KVigilance;
       }},
      {"Bird",
       [](CardDef& c) {
         creature_token(c, "Bird", White, 1, 1);
         c.keywords = KFlying;
       }},
      // The Raven Man's "1/1 black Bird creature token with flying and \"This creature can't
      // block.\""
      {"Raven Man Bird",
       [](CardDef& c) {
         creature_token(c, "Bird", Black, 1, 1);
         c.keywords = KFlying;
         c.abilities = {static_ability(StaticKind::CantBlock)};
       }},
      {"Knight", [](CardDef& c) { creature_token(c, "Knight", White, 2, 2); }},
      {"Chocobo Bird",
       [](CardDef& c) {  // Summon: Fat Chocobo's Bird (the card database needs distinct names)
         creature_token(c, "Bird", Green, 2, 2);
         c.oracle = "Whenever a land you control enters, this token gets +1/+0 until end of turn.";
         c.abilities = {triggered(on(Event::LandEnters), mode({}, {pump(1, 0, Who::Source)}))};
       }},
      {"Dragon",
       [](CardDef& c) {
         creature_token(c, "Dragon", Red, 4, 4);
         c.keywords = KFlying;
       }},
      {"Phyrexian", [](CardDef& c) { creature_token(c, "Phyrexian", Black, 2, 2); }},
      {"Wizard",
       [](CardDef& c) {  // the black Mages' 0/1 black Wizard (Mage Siege, Mysidian Elder...)
         creature_token(c, "Wizard", Black, 0, 1);
         c.oracle =
             "Whenever you cast a noncreature spell, this token deals 1 damage to each opponent.";
         c.abilities = {triggered(on_cast(Filter{}.with(NonCreature)),
                                  mode({}, {damage(Who::EachOpponent, 1)}))};
       }},
      // Summon: Good King Mog XII's "1/2 white Moogle creature token with lifelink"
      {"Moogle",
       [](CardDef& c) {
         creature_token(c, "Moogle", White, 1, 2);
         c.keywords = KLifelink;
       }},
      // Mog, Moogler Warrior's "1/2 white Moogler creature token with lifelink"
      {"Moogler",
       [](CardDef& c) {
         creature_token(c, "Moogler", White, 1, 2);
         c.keywords = KLifelink;
       }},
      {"Ornithopter",
       [](CardDef& c) {  // 111.4: a token named Ornithopter, a colorless Thopter
         creature_token(c, "Thopter", 0, 0, 2);
         c.types = TArtifact | TCreature;
         c.type_line = "Token Artifact Creature \xE2\x80\x94 Thopter";
         c.keywords = KFlying;
       }},
      {"Powerstone",
       [](CardDef& c) {  // 111.10n
         c.types = TArtifact;
         c.subtypes = {"Powerstone"};
         c.type_line = "Token Artifact \xE2\x80\x94 Powerstone";
         c.oracle = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.";
         Ability m = mana(0);
         m.artifact_spells_only = true;
         c.abilities = {m};
       }},
      {"Karn, Living Legacy Emblem",
       [](CardDef& c) {  // 114: an emblem has no types
         c.type_line = "Emblem";
         c.oracle =
             "Tap an untapped artifact you control: This emblem deals 1 damage to any target.";
         Cost k;
         k.tap_count = 1;
         k.tap_filter = yours(permanent(TArtifact));
         c.abilities = {named(activated(k, mode({any_target()}, {damage(Who::Target, 1)})),
                              "Tap an untapped artifact you control: 1 damage to any target")};
       }},
      {"Ajani, Sleeper Agent Emblem",
       [](CardDef& c) {  // 114: an emblem has no types
         c.type_line = "Emblem";
         c.oracle =
             "Whenever you cast a creature or planeswalker spell, target opponent gets two "
             "poison counters.";
         c.abilities = {triggered(
             on_cast(permanent(TCreature | TPlaneswalker)),
             mode({target_player(Filter::Opponent)}, {counters(Counter::Poison, 2, Who::Target)}))};
       }},
      {"Jaya, Fiery Negotiator Emblem",
       [](CardDef& c) {  // 114: an emblem has no types
         c.type_line = "Emblem";
         c.oracle =
             "Whenever you cast a red instant or sorcery spell, copy it twice. You may "
             "choose new targets for the copies.";
         Filter red = permanent(TInstant | TSorcery).with(OfColors, Red);
         c.abilities = {
             triggered(on_cast(red), mode({}, {fx(Op::CopySpell, Who::TriggerObject, 2)}))};
       }},
      // Jaya, Fiery Negotiator's "1/1 red Monk creature token with prowess"
      {"Monk",
       [](CardDef& c) {
         creature_token(c, "Monk", Red, 1, 1);
         c.oracle = "Prowess";
         // 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
         // of turn."
         c.abilities = {
             triggered(on_cast(Filter{}.with(NonCreature)), mode({}, {pump(1, 1, Who::Source)}))};
       }},
      {"Clue",
       [](CardDef& c) {  // 111.10f; investigate creates one (701.16a)
         c.types = TArtifact;
         c.subtypes = {"Clue"};
         c.type_line = "Token Artifact \xE2\x80\x94 Clue";
         c.oracle = "{2}, Sacrifice this token: Draw a card.";
         Cost k = cost("{2}");
         k.sacrifice_self = true;
         c.abilities = {
             named(activated(k, mode({}, {draw(1)})), "{2}, Sacrifice this token: Draw a card")};
       }},
      {"Food",
       [](CardDef& c) {  // 111.10b
         c.types = TArtifact;
         c.subtypes = {"Food"};
         c.type_line = "Token Artifact \xE2\x80\x94 Food";
         c.oracle = "{2}, {T}, Sacrifice this artifact: You gain 3 life.";
         Cost k = cost("{2}", true);
         k.sacrifice_self = true;
         c.abilities = {named(activated(k, mode({}, {gain(3)})),
                              "{2}, {T}, Sacrifice this artifact: You gain 3 life")};
       }},
      // Retrieve the Esper's "3/3 blue Robot Warrior artifact creature token"
      {"Robot Warrior",
       [](CardDef& c) {
         creature_token(c, "Robot", Blue, 3, 3);
         c.subtypes = {"Robot", "Warrior"};
         c.types = TArtifact | TCreature;
         c.type_line = "Token Artifact Creature \xE2\x80\x94 Robot Warrior";
       }},
      // The Final Days' "2/2 black Horror creature token"
      {"Horror", [](CardDef& c) { creature_token(c, "Horror", Black, 2, 2); }},
      // Rinoa Heartilly's "Angelo, a legendary 1/1 green and white Dog creature token"
      {"Angelo",
       [](CardDef& c) {
         creature_token(c, "Dog", Green | White, 1, 1);
         c.supertypes = SLegendary;
         c.type_line = "Legendary Token Creature \xE2\x80\x94 Dog";
       }},
      // Rufus Shinra's "Darkstar, a legendary 2/2 white and black Dog creature token"
      {"Darkstar",
       [](CardDef& c) {
         creature_token(c, "Dog", White | Black, 2, 2);
         c.supertypes = SLegendary;
         c.type_line = "Legendary Token Creature \xE2\x80\x94 Dog";
       }},
      {"Treasure",
       [](CardDef& c) {  // 111.10a
         c.types = TArtifact;
         c.subtypes = {"Treasure"};
         c.type_line = "Token Artifact \xE2\x80\x94 Treasure";
         c.oracle = "{T}, Sacrifice this artifact: Add one mana of any color.";
         Cost k = cost("", true);
         k.sacrifice_self = true;
         c.abilities = {mana(kAnyColor, k)};
       }},
      {"Human", [](CardDef& c) { creature_token(c, "Human", White, 1, 1); }},
      {"Warrior", [](CardDef& c) { creature_token(c, "Warrior", White, 1, 1); }},
      // Hermes, Overseer of Elpis's "1/1 blue Bird creature token with flying and vigilance"
      {"Elpis Bird",
       [](CardDef& c) {
         creature_token(c, "Bird", Blue, 1, 1);
         c.keywords = KFlying | KVigilance;
       }},
      // Setzer, Wandering Gambler's "The Blackjack, a legendary 3/3 colorless Vehicle artifact
      // token with flying and crew 2"
      {"The Blackjack",
       [](CardDef& c) {
         c.types = TArtifact;
         c.supertypes = SLegendary;
         c.subtypes = {"Vehicle"};
         c.type_line = "Legendary Token Artifact \xE2\x80\x94 Vehicle";
         c.power = 3;
         c.toughness = 3;
         c.keywords = KFlying;
         c.oracle = "Flying\nCrew 2";
         c.abilities = {crew(2)};
       }},
      // Barret, Avalanche Leader's "2/2 red Rebel creature token"
      {"Rebel", [](CardDef& c) { creature_token(c, "Rebel", Red, 2, 2); }},
      // Hildibrand Manderville's Gentleman's Rise: "a 2/2 black Zombie creature token"
      {"Zombie", [](CardDef& c) { creature_token(c, "Zombie", Black, 2, 2); }},
      // Summoner's Sending's "1/1 white Spirit creature token with flying"
      {"Spirit",
       [](CardDef& c) {
         creature_token(c, "Spirit", White, 1, 1);
         c.keywords = KFlying;
       }},
  };
  for (const auto& t : bench_token_scripts()) all.push_back(t);
  for (const auto& t : ref_token_scripts()) all.push_back(t);
  for (const auto& t : dmc_token_scripts()) all.push_back(t);
  for (const auto& t : dmu_late_token_scripts()) all.push_back(t);
  for (const auto& t : usg_token_scripts()) all.push_back(t);
  for (const auto& t : play_free_token_scripts()) all.push_back(t);
  for (const auto& t : monarch_token_scripts()) all.push_back(t);
  for (const auto& t : fin_transform_legend_token_scripts()) all.push_back(t);
  return all;
}

}  // namespace lore
