// FINAL FANTASY cards composed of the common primitives: searches, looks at the top of the
// library, edicts, cost reductions counting permanents (affinity, 702.41), cast triggers.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter noncreature_spell() { return Filter{}.with(NonCreature); }

// "Search your library for a <f> card, reveal it, put it into your hand, then shuffle."
Effect search_to_hand(Filter f) { return search(f, Zone::Hand); }

}  // namespace

std::vector<CardScript> fin_plain_scripts() {
  return {
      {"Wastes", [](CardDef& c) { c.abilities = {mana(0)}; }},  // 305.6: no basic land type

      // ---- white
      {"Ashe, Princess of Dalmasca",
       [](CardDef& c) {
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 5), permanent(TArtifact));
         c.abilities = {triggered(on(Event::Attacks), mode({}, {look}))};
       }},
      {"From Father to Son",
       [](CardDef& c) {
         // "If this spell was cast from a graveyard, put that card onto the battlefield
         // instead": one search, its destination chosen by how the spell was cast.
         Filter vehicle = Filter{}.with(HasSubtype, "Vehicle");
         c.abilities = {
             spell(mode({}, {when(search_to_hand(vehicle), Cond::NotCastFromGraveyard),
                             when(search(vehicle, Zone::Battlefield), Cond::CastFromGraveyard)})),
             flashback("{4}{W}{W}{W}")};
       }},

      // ---- blue
      {"Travel the Overworld",
       [](CardDef& c) {  // affinity for Towns (702.41a)
         c.abilities = {costs_less(value(Value::TownsYouControl)), spell(mode({}, {draw(4)}))};
       }},
      {"Valkyrie Aerial Unit",
       [](CardDef& c) {  // affinity for artifacts (702.41a)
         c.keywords = KFlying;
         c.abilities = {costs_less(value(Value::ArtifactsYouControl)),
                        triggered(on(Event::EntersBattlefield), mode({}, {surveil(2)}))};
       }},

      // ---- black
      {"Dark Confidant",
       [](CardDef& c) {
         Effect reveal = fx(Op::RevealTopToHand, Who::Controller);
         c.abilities = {triggered(on(Event::BeginningOfUpkeep),
                                  mode({}, {reveal, fxv(Op::LoseLife, Who::Controller,
                                                        value(Value::LastMovedManaValue))}))};
       }},
      {"Gaius van Baelsar",
       [](CardDef& c) {  // "Each player sacrifices a ... of their choice." (701.21a)
         auto edict = [](Filter f, const char* text) {
           return named(mode({}, {with_filter(fx(Op::Sacrifice, Who::EachPlayer, 1), f)}), text);
         };
         Ability enters = triggered(on(Event::EntersBattlefield), Mode{});
         enters.modes = {edict(creature().with(Token), "creature token"),
                         edict(creature().with(NonToken), "nontoken creature"),
                         edict(permanent(TEnchantment), "enchantment")};
         c.abilities = {enters};
       }},
      {"Poison the Waters",
       [](CardDef& c) {
         c.abilities = {spell({
             mode({}, {all(pump(-1, -1, Who::AllMatching), creature())}),
             mode({target_player()}, {discard_chosen(permanent(TArtifact | TCreature))}),
         })};
       }},

      // ---- red
      {"Choco-Comet",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({any_target()}, {fxv(Op::DealDamage, Who::Target, value(Value::X)),
                                         token("Chocobo Bird")}))};
       }},
      {"Call the Mountain Chocobo",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {search_to_hand(Filter{}.with(HasSubtype, "Mountain")),
                                        token("Chocobo Bird")})),
                        flashback("{5}{R}")};
       }},
      {"Item Shopkeep",
       [](CardDef& c) {  // "Whenever you attack" (508.1m: once per combat)
         c.abilities = {triggered(
             on(Event::YouAttack),
             mode({target(creature().with(Attacking).with(Equipped))}, {grant(KMenace)}))};
       }},

      // ---- green
      {"Cactuar",
       [](CardDef& c) {
         c.keywords = KTrample;
         Ability home = triggered(on(Event::BeginningOfEndStep),
                                  mode({}, {fx(Op::ReturnToHand, Who::Source)}));
         home.trigger.if_clause = TriggerIf::SourceDidNotEnterThisTurn;
         c.abilities = {home};
       }},
      {"Galuf's Final Act",
       [](CardDef& c) {
         // It gains Linked ability 1 until end of turn (613.1f); "its power" is the dying
         // creature's as it last existed on the battlefield (608.2h, ruling FIN-R-0189).
         Effect gains = fx(Op::GrantAbility, Who::Target, 1);
         gains.set<Effect::Characteristics>().this_turn = true;
         Effect share = fxv(Op::PutCounters, Who::Target, value(Value::SourcePower));
         c.abilities = {spell(mode({target(creature())}, {pump(1, 0), gains})),
                        linked(on(Event::Dies), mode({target(creature(), 0, 1)}, {share}))};
       }},

      // ---- multicolored
      {"Cloud of Darkness",
       [](CardDef& c) {  // X counted once, as the ability resolves (ruling FIN-R-0120)
         c.keywords = KFlying;
         Effect beam =
             fxv(Op::Pump, Who::Target, value(Value::PermanentCardsInYourGraveyard, 0, -1));
         beam.b = beam.a;
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({target(theirs(creature()))}, {beam}))};
       }},
      {"Shantotto, Tactician Magician",
       [](CardDef& c) {
         // X is the mana spent to cast that spell (601.2h), read even if it left the stack
         // (ruling FIN-R-0317).
         Effect bigger = fxv(Op::Pump, Who::Source, value(Value::TriggerSpellManaSpent));
         bigger.b = n(0);
         c.abilities = {
             triggered(on_cast(noncreature_spell()),
                       mode({}, {bigger, when(draw(1), Cond::TriggerSpellManaAtLeast, 4)}))};
       }},

      // ---- colorless
      {"Elixir",
       [](CardDef& c) {
         // "{5}, {T}, Exile this artifact: Shuffle all nonland cards from your graveyard into
         // your library. You gain life equal to the number of cards shuffled into your library
         // this way."
         Cost k = cost("{5}", true);
         k.exile_self = true;
         c.abilities = {
             enters_tapped(),
             named(activated(
                       k, mode({}, {fx(Op::ShuffleNonlandGraveyardIntoLibrary, Who::Controller),
                                    fxv(Op::GainLife, Who::Controller, value(Value::LastAmount))})),
                   "{5}, {T}, Exile this artifact: Shuffle your nonland graveyard in")};
       }},
      {"World Map",
       [](CardDef& c) {
         Cost basic = cost("{1}", true);
         basic.sacrifice_self = true;
         Cost any = cost("{3}", true);
         any.sacrifice_self = true;
         c.abilities = {
             named(activated(basic, mode({}, {search_to_hand(permanent(TLand).with(Basic))})),
                   "{1}, {T}, Sacrifice this artifact: Search for a basic land card"),
             named(activated(any, mode({}, {search_to_hand(permanent(TLand))})),
                   "{3}, {T}, Sacrifice this artifact: Search for a land card")};
       }},
  };
}

}  // namespace lore
