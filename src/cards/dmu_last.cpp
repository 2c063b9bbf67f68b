// Dominaria United and its Commander decks: Ohabi Caleria, Vohar, Llanowar Greenwidow, Jasmine
// Boreal of the Seven.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_last_scripts() {
  return {
      {"Ohabi Caleria",
       [](CardDef& c) {
         // "Untap all Archers you control during each other player's untap step." (rulings
         // DMU-R-0403, DMU-R-0404)
         c.keywords = KReach;
         Ability untap = static_ability(StaticKind::UntapSubtypeDuringOthersUntap);
         untap.stat.subtype = "Archer";
         // "Whenever an Archer you control deals damage to a creature, you may pay {2}. If you
         // do, draw a card." (120.3: once for each creature dealt damage)
         Trigger hit = on(Event::DealtDamage);
         hit.dealt_by = true;
         hit.self = false;
         hit.subject = yours(Filter{}.with(HasSubtype, "Archer"));
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{2}", pay.set<Effect::ManaCosts>().cost);
         c.abilities = {untap, triggered(hit, mode({}, {pay, when(draw(1), Cond::IfYouDid)}))};
       }},
      {"Vohar, Vodalian Desecrator",
       [](CardDef& c) {
         // "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card
         // this way, each opponent loses 1 life and you gain 1 life."
         Effect drain = lose(1, Who::EachOpponent);
         drain.filter = permanent(TInstant | TSorcery);
         Effect gain_one = gain(1);
         gain_one.filter = drain.filter;
         Ability loot =
             named(activated(cost("", true), mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1),
                                                       when(drain, Cond::LastMovedMatches),
                                                       when(gain_one, Cond::LastMovedMatches)})),
                   "{T}: Draw a card, then discard a card");
         // "{2}, Sacrifice Vohar: You may cast target instant or sorcery card from your graveyard
         // this turn. If that spell would be put into your graveyard, exile it instead. Activate
         // only as a sorcery." (its costs and timing as usual, ruling DMU-R-0346)
         Cost k = cost("{2}");
         k.sacrifice_self = true;
         Ability recast =
             named(activated(k, mode({target_card_in_your_graveyard(TInstant | TSorcery)},
                                     {fx(Op::MayCastFromGraveyardThisTurn, Who::Target)})),
                   "{2}, Sacrifice Vohar: You may cast target instant or sorcery card from your "
                   "graveyard this turn");
         recast.sorcery_speed = true;  // 602.5d
         c.abilities = {loot, recast};
       }},
      {"Llanowar Greenwidow",
       [](CardDef& c) {
         // Domain: "{7}{G}: Return this card from your graveyard to the battlefield tapped. It
         // gains \"If this permanent would leave the battlefield, exile it instead.\" This
         // ability costs {1} less to activate for each basic land type among lands you control."
         // (113.6b: it functions only in the graveyard; 602.2b, 601.2f)
         c.keywords = KReach | KTrample;
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>() = {.tapped = true, .exile_if_leaves = true};
         Ability ret =
             named(activated(cost("{7}{G}"), mode({}, {back})),
                   "Domain \xE2\x80\x94 {7}{G}: Return this card from your graveyard to the "
                   "battlefield tapped");
         ret.from_graveyard = true;
         ret.amount = value(Value::Domain);
         c.abilities = {ret};
       }},
      {"Jasmine Boreal of the Seven",
       [](CardDef& c) {
         // "{T}: Add {G}{W}. Spend this mana only to cast creature spells with no abilities."
         // (106.6; an ability an effect gives the spell counts, ruling DMU-R-0400)
         Ability gw = mana(0);
         gw.mana_amount = 0;
         gw.mana_also = {1, 0, 0, 0, 1, 0};
         gw.spend_only = SpendOnly::CreatureSpellWithNoAbilities;
         // "Creatures you control with no abilities can't be blocked by creatures with
         // abilities." (509.1b, ruling DMU-R-0401)
         c.abilities = {gw, static_ability(StaticKind::NoAbilitiesUnblockableByAbilities)};
       }},
      {"Chaotic Transformation",
       [](CardDef& c) {
         // "Exile up to one target artifact, up to one target creature, up to one target
         // enchantment, up to one target planeswalker, and/or up to one target land. For each
         // permanent exiled this way, its controller reveals cards from the top of their library
         // until they reveal a card that shares a card type with it, puts that card onto the
         // battlefield, then shuffles." (one object may answer two of the targets, 601.2c; it
         // is exiled once)
         c.abilities = {
             spell(mode({target(permanent(TArtifact), 0), target(creature(), 0),
                         target(permanent(TEnchantment), 0), target(permanent(TPlaneswalker), 0),
                         target(permanent(TLand), 0)},
                        {fx(Op::ExileThenRevealSharingType, Who::Target)}))};
       }},
  };
}

}  // namespace lore
