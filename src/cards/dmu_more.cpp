// Dominaria United: characteristic-defining graveyard counts (604.3), defenders counted, creatures
// entering and attacking, and graveyard abilities (113.6b).
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<This>'s power is equal to the number of <types> cards in your graveyard." (604.3)
Ability power_is_graveyard_cards(TypeMask types) {
  Ability a = static_ability(StaticKind::PowerIsCardsInYourGraveyard);
  a.stat.filter.types = types;
  return a;
}

Filter with_defender(Filter f) {
  return f.with(HasKeyword, std::countr_zero(static_cast<unsigned>(KDefender)));
}

}  // namespace

std::vector<CardScript> dmu_more_scripts() {
  return {
      {"Sphinx of Clear Skies",
       [](CardDef& c) {
         c.keywords = KFlying;
         // Domain: reveal the top X cards, X counted as it resolves; an opponent separates them
         // into two piles (rulings DMU-R-0277, DMU-R-0278)
         Ability hit = triggered(on(Event::CombatDamageToPlayer),
                                 mode({}, {fxv(Op::RevealOpponentSeparatesPiles, Who::Controller,
                                               value(Value::Domain))}));
         hit.text = "Domain";
         c.abilities = {ward("{2}"), hit};
       }},
      {"Queen Allenal of Ruadach",
       [](CardDef& c) {
         // "power and toughness are each equal to the number of creatures you control" (604.3,
         // itself included, ruling DMU-R-0227); the token replacement (614.1a, ruling
         // DMU-R-0228): tokens_added()
         Ability pt = static_ability(StaticKind::PTIsPermanentsYouControl);
         pt.stat.filter.types = TCreature;
         c.abilities = {pt, static_ability(StaticKind::CreatureTokensPlusSoldier)};
       }},
      {"Haughty Djinn",
       [](CardDef& c) {  // the power works in all zones (ruling DMU-R-0124)
         c.keywords = KFlying;
         Ability cheaper = static_ability(StaticKind::SpellsCostLess);
         cheaper.stat.filter.types = TInstant | TSorcery;
         cheaper.stat.power = 1;
         c.abilities = {power_is_graveyard_cards(TInstant | TSorcery), cheaper};
       }},
      {"Uurg, Spawn of Turg",
       [](CardDef& c) {
         Cost sac_land = sacrifice(cost("{B}{G}"), permanent(TLand));
         c.abilities = {power_is_graveyard_cards(TLand),
                        triggered(on(Event::BeginningOfUpkeep), mode({}, {surveil(1)})),
                        named(activated(sac_land, mode({}, {gain(2)})),
                              "{B}{G}, Sacrifice a land: You gain 2 life")};
       }},
      {"Coral Colony",
       [](CardDef& c) {  // counted as it resolves (ruling DMU-R-0084)
         c.keywords = KDefender;
         c.abilities = {named(
             activated(
                 cost("{1}{U}", true),
                 mode({target_player()},
                      {fxv(Op::Mill, Who::Target, value(Value::CreaturesWithDefenderYouControl))})),
             "{1}{U}, {T}: Target player mills X cards (X: creatures you control with defender)")};
       }},
      {"Wingmantle Chaplain",
       [](CardDef& c) {  // rulings DMU-R-0352, DMU-R-0353
         c.keywords = KDefender;
         Effect birds =
             fxv(Op::CreateToken, Who::Controller, value(Value::CreaturesWithDefenderYouControl));
         birds.token = "Bird";
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {birds})),
                        triggered(on_other(Event::EntersBattlefield,
                                           another(yours(with_defender(creature())))),
                                  mode({}, {token("Bird")}))};
       }},
      {"Serra Redeemer",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(
             on_other(Event::EntersBattlefield, another(yours(creature().with(PowerAtMost, 2)))),
             mode({}, {counters(Counter::PlusOne, 2, Who::TriggerObject)}))};
       }},
      {"Ragefire Hellkite",
       [](CardDef& c) {
         c.keywords = KFlying;
         Effect sac = optional(fx(Op::Sacrifice, Who::Controller, 1));
         sac.filter = another(creature());
         c.abilities = {
             triggered(on(Event::Attacks),
                       mode({}, {sac, when(grant(KDoubleStrike, Who::Source), Cond::IfYouDid)}))};
       }},
      {"Briar Hydra",
       [](CardDef& c) {
         c.keywords = KTrample;
         Effect grow = fxv(Op::PutCounters, Who::Target, value(Value::Domain));
         grow.counter = Counter::PlusOne;
         c.abilities = {
             triggered(on(Event::CombatDamageToPlayer), mode({target(yours(creature()))}, {grow}))};
       }},
      {"Shadow-Rite Priest",
       [](CardDef& c) {
         Filter clerics = creature().with(HasSubtype, "Cleric");
         c.abilities = {
             anthem(another(yours(clerics)), 1, 1),
             named(
                 activated(sacrifice(cost("{3}{B}{B}", true), another(clerics)),
                           mode({}, {search(creature().with(OfColors, Black), Zone::Battlefield)})),
                 "{3}{B}{B}, {T}, Sacrifice another Cleric: Search your library for a black "
                 "creature card, put it onto the battlefield")};
       }},
      {"Eerie Soultender",
       [](CardDef& c) {
         Cost exile = cost("{4}{B}");
         exile.exile_self = true;
         TargetSpec other_creature = target_card_in_your_graveyard(TCreature);
         other_creature.filter.other = true;
         Ability back =
             named(activated(exile, mode({other_creature}, {fx(Op::ReturnToHand, Who::Target)})),
                   "{4}{B}, Exile this card from your graveyard: Return another target "
                   "creature card from your graveyard to your hand");
         back.from_graveyard = true;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(3)})), back};
       }},
      {"Danitha, Benalia's Hope",
       [](CardDef& c) {  // rulings DMU-R-0091, DMU-R-0092
         c.keywords = KFirstStrike | KVigilance | KLifelink;
         Effect put = fx(Op::PutAttachedToSource, Who::Controller);
         put.filter = permanent(TEnchantment | TArtifact).with(HasSubtype, "Aura,Equipment");
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {put}))};
       }},
      {"Monstrous War-Leech",
       [](CardDef& c) {  // rulings DMU-R-0197..0199
         Ability mill;   // "As this enters, if it was kicked, mill four cards." (614.1c)
         mill.kind = AbilityKind::MillAsEntersPerKick;
         mill.mana_amount = 4;
         c.abilities = {kicker("{U}"), mill,
                        static_ability(StaticKind::PTIsGreatestManaValueInYourGraveyard)};
       }},
      {"Nishoba Brawler",
       [](CardDef& c) {  // Domain: power = basic land types among lands you control (604.3)
         c.keywords = KTrample;
         Ability pt = static_ability(StaticKind::PTIsDomain);
         pt.stat.power = 1;
         c.abilities = {pt};
       }},
      {"Territorial Maro",
       [](CardDef& c) {  // Domain: P/T each twice the basic land types (604.3)
         Ability pt = static_ability(StaticKind::PTIsDomain);
         pt.stat.power = 2;
         pt.stat.toughness = 1;
         c.abilities = {pt};
       }},
      {"Cult Conscript",
       [](CardDef& c) {  // rulings DMU-R-0087..0089
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         Ability ret = named(activated(cost("{1}{B}"), mode({}, {back})),
                             "{1}{B}: Return this card from your graveyard to the battlefield");
         ret.from_graveyard = true;
         ret.trigger.if_clause = TriggerIf::NonSkeletonCreatureDiedThisTurn;
         c.abilities = {enters_tapped(), ret};
       }},
      {"Talas Lookout",
       [](CardDef& c) {  // with one card left, it goes to the hand (ruling DMU-R-0292)
         c.keywords = KFlying;
         Effect look = fx(Op::LookTopHandRestGraveyard, Who::Controller, 2);
         look.b = n(1);
         c.abilities = {triggered(on(Event::Dies), mode({}, {look}))};
       }},
      {"Shadow Prophecy",
       [](CardDef& c) {
         Effect look = fxv(Op::LookTopHandRestGraveyard, Who::Controller, value(Value::Domain));
         look.b = n(2);
         look.set<Effect::Library>().up_to = true;
         c.abilities = {spell(mode({}, {look, lose(2)}))};
       }},
      {"Floriferous Vinewall",
       [](CardDef& c) {
         c.keywords = KDefender;
         c.abilities = {triggered(
             on(Event::EntersBattlefield),
             mode({}, {with_filter(fx(Op::LookAtTop, Who::Controller, 6), permanent(TLand))}))};
       }},
  };
}

}  // namespace lore
