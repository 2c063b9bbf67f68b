// FINAL FANTASY transforming double-faced cards (712) whose back face is a Saga creature
// (714.1a). Each face has its own script; the front face's "exile it, then return it
// transformed" makes a new object with its back face up, and the Saga's last chapter returns
// it front face up as another new object (400.7).
#include "cards/dsl.h"
#include "engine/card_db.h"
#include "engine/state.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_dfc_scripts() {
  return {
      // ---- Dion, Bahamut's Dominant // Bahamut, Warden of Light
      {"Dion, Bahamut's Dominant",
       [](CardDef& c) {
         // "Dragonfire Dive — During your turn, Dion and other Knights you control have flying."
         Ability self = static_ability(StaticKind::KeywordsDuringYourTurn);
         self.stat.keywords = KFlying;  // Dion itself, Knight or not (ruling FIN-R-0133)
         Ability knights = anthem(another(yours(creature().with(HasSubtype, "Knight"))), 0, 0);
         knights.stat.keywords = KFlying;
         knights.stat.your_turn_only = true;
         c.abilities = {
             self, knights, triggered(on(Event::EntersBattlefield), mode({}, {token("Knight")})),
             transform_ability("{4}{W}{W}", true,
                               "{4}{W}{W}, {T}: Exile Dion, then return it transformed")};
       }},
      {"Bahamut, Warden of Light",
       [](CardDef& c) {
         c.keywords = KFlying;
         Filter others = another(yours(creature()));
         add(c.abilities, chapters({1, 2}, mode({}, {all(counters(Counter::PlusOne, 1), others),
                                                     all(grant(KFlying), others)})));
         add(c.abilities,
             chapters({3}, mode({target(Filter{})}, {destroy(), exile_and_return(Who::Source)})));
       }},

      // ---- Jill, Shiva's Dominant // Shiva, Warden of Ice
      {"Jill, Shiva's Dominant",
       [](CardDef& c) {
         TargetSpec bounce = target(another(Filter{}.with(Nonland)), 0, 1);
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({bounce}, {fx(Op::ReturnToHand, Who::Target)})),
             transform_ability("{3}{U}{U}", true,
                               "{3}{U}{U}, {T}: Exile Jill, then return it transformed")};
       }},
      {"Shiva, Warden of Ice",
       [](CardDef& c) {
         add(c.abilities,
             chapters({1, 2}, mode({target(creature())}, {fx(Op::CantBeBlocked, Who::Target)})));
         add(c.abilities, chapters({3}, mode({}, {all(tap_it(), theirs(permanent(TLand))),
                                                  exile_and_return(Who::Source)})));
       }},

      // ---- Joshua, Phoenix's Dominant // Phoenix, Warden of Fire
      {"Joshua, Phoenix's Dominant",
       [](CardDef& c) {
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {fx(Op::DiscardUpTo, Who::Controller, 2),
                                 fxv(Op::DrawCards, Who::Controller, value(Value::LastCount))})),
             transform_ability("{3}{R}{W}", true,
                               "{3}{R}{W}, {T}: Exile Joshua, then return it transformed")};
       }},
      {"Phoenix, Warden of Fire",
       [](CardDef& c) {
         c.keywords = KFlying | KLifelink;
         add(c.abilities, chapters({1, 2}, mode({}, {damage(Who::EachOpponent, 2)})));
         TargetSpec cards = target_card_in_your_graveyard(TCreature, 0, kMaxTargets);
         cards.total_mv_at_most = 6;  // "any number ... with total mana value 6 or less"
         add(c.abilities, chapters({3}, mode({cards}, {fx(Op::ReturnToBattlefield, Who::Target),
                                                       exile_and_return(Who::Source)})));
       }},

      // ---- Clive, Ifrit's Dominant // Ifrit, Warden of Inferno
      {"Clive, Ifrit's Dominant",
       [](CardDef& c) {
         c.abilities = {
             triggered(
                 on(Event::EntersBattlefield),
                 mode({}, {optional(fx(Op::DiscardHand, Who::Controller)),
                           when(fxv(Op::DrawCards, Who::Controller, value(Value::Devotion, Red)),
                                Cond::IfYouDid)})),
             transform_ability("{4}{R}{R}", true,
                               "{4}{R}{R}, {T}: Exile Clive, then return it transformed")};
       }},
      {"Ifrit, Warden of Inferno",
       [](CardDef& c) {
         add(c.abilities, chapters({1}, mode({target(another(creature()), 0, 1)},
                                             {fx(Op::Fight, Who::Target)})));
         Effect back = when(exile_and_return(Who::Source), Cond::SourceCountersAtLeast, 3);
         back.counter = Counter::Lore;
         add(c.abilities, chapters({2, 3}, mode({}, {add_mana(Red, 4), back})));
       }},

      // ---- Jecht, Reluctant Guardian // Braska's Final Aeon
      {"Jecht, Reluctant Guardian",
       [](CardDef& c) {
         c.keywords = KMenace;
         c.abilities = {triggered(on(Event::CombatDamageToPlayer),
                                  mode({}, {optional(exile_and_return(Who::Source, true, true))}))};
       }},
      {"Braska's Final Aeon",
       [](CardDef& c) {
         c.keywords = KMenace;
         add(c.abilities,
             chapters({1, 2}, mode({}, {fx(Op::Discard, Who::EachOpponent, 1), draw(1)})));
         Effect edict = fx(Op::Sacrifice, Who::EachOpponent, 2);
         edict.filter = creature();
         add(c.abilities, chapters({3}, mode({}, {edict})));
       }},

      // ---- Crystal Fragments // Summon: Alexander
      {"Crystal Fragments",
       [](CardDef& c) {
         c.abilities = {
             enchanted_gets(1, 1),  // "Equipped creature gets +1/+1." (301.5)
             transform_ability("{5}{W}{W}", false,
                               "{5}{W}{W}: Exile this Equipment, then return it transformed"),
             equip("{1}")};
       }},
      {"Summon: Alexander",
       [](CardDef& c) {
         c.keywords = KFlying;
         add(c.abilities,
             chapters({1, 2}, mode({}, {fx(Op::PreventDamageToCreatures, Who::Controller)})));
         add(c.abilities, chapters({3}, mode({}, {all(tap_it(), theirs(creature()))})));
       }},

      // ---- Esper Origins // Summon: Esper Maduin
      {"Esper Origins",
       [](CardDef& c) {
         Effect back = exile_and_return(Who::Source, true, true);  // the resolving spell (712.14a)
         back.counter = Counter::Finality;  // "with a finality counter on it" (122.1h)
         back.b = n(1);
         Ability flashback;
         flashback.kind = AbilityKind::AltCostFromGraveyard;
         flashback.cost = cost("{3}{G}");
         flashback.flashback = true;  // 702.34a
         c.abilities = {spell(mode({}, {surveil(2), gain(2), when(back, Cond::CastFromGraveyard)})),
                        flashback};
       }},
      {"Summon: Esper Maduin",
       [](CardDef& c) {
         Effect reveal = fx(Op::RevealTopToHand, Who::Controller);
         reveal.filter.types =
             TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle;
         add(c.abilities, chapters({1}, mode({}, {reveal})));
         add(c.abilities, chapters({2}, mode({}, {add_mana(Green, 2)})));
         Filter others = another(yours(creature()));
         add(c.abilities,
             chapters({3}, mode({}, {all(pump(2, 2), others), all(grant(KTrample), others)})));
       }},

      // ---- Terra, Magical Adept // Esper Terra
      {"Terra, Magical Adept",
       [](CardDef& c) {
         Effect pick = fx(Op::ChooseMovedToHand, Who::Controller, 1);  // "milled this way"
         pick.filter.types = TEnchantment;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(5), pick})),
                        transform_ability("{4}{R}{G}", true,
                                          "Trance - {4}{R}{G}, {T}: Exile Terra, then return it "
                                          "transformed")};
       }},
      {"Esper Terra",
       [](CardDef& c) {
         c.keywords = KFlying;
         Effect copy = fx(Op::CopyToken, Who::Target);
         copy.keywords = KHaste;  // "It gains haste."
         Effect lore = fx(Op::PutCountersUpTo, Who::LastMoved, 3);
         lore.counter = Counter::Lore;
         lore.filter = Filter{}.with(HasSubtype, "Saga");  // "If it's a Saga"
         // "Sacrifice it at the beginning of your next end step": a delayed trigger (603.7)
         // about the token, the Linked ability at index 4 below. Chapters resolve during your
         // turn, so the next end step is yours.
         Effect later = fx(Op::CreateDelayed, Who::LastMoved, 4);
         TargetSpec what = target(yours(permanent(TEnchantment).with(NonLegendary)));
         add(c.abilities, chapters({1, 2, 3}, mode({what}, {copy, lore, later})));
         add(c.abilities,
             chapters({4}, mode({}, {add_mana(kAnyColor, 2), exile_and_return(Who::Source)})));
         Ability sac =
             triggered(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}));
         sac.kind = AbilityKind::Linked;
         c.abilities.push_back(sac);  // index 4
       }},
  };
}

}  // namespace lore
