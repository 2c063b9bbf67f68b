// FINAL FANTASY cards on kicker costs that aren't mana (a sacrifice, returning a land), a Mutant
// made "in addition to its other types", sacrifices counted per player, Birds dealing damage, a
// ward paid with life, one target for each opponent, and a search for cards with different names.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Kicker—<a permanent cost>" (702.33a): `c` sacrifices (or returns) permanents; no mana.
Ability kicker_of(Cost c, const char* text) {
  Ability a;
  a.kind = AbilityKind::Kicker;
  a.cost = c;
  a.text = text;
  return a;
}

}  // namespace

std::vector<CardScript> fin_sacrifice_kicker_scripts() {
  return {
      {"Vayne's Treachery",
       [](CardDef& c) {
         // "Target creature gets -2/-2 until end of turn. If this spell was kicked, that creature
         // gets -6/-6 until end of turn instead." (-2/-2 and -4/-4 more: one -6/-6 in layer 7c)
         c.abilities = {
             kicker_of(sacrifice(Cost{}, permanent(TArtifact | TCreature)),
                       "Kicker\xE2\x80\x94Sacrifice an artifact or creature"),
             spell(mode({target(creature())}, {pump(-2, -2), when(pump(-4, -4), Cond::Kicked)}))};
       }},
      {"Chocobo Kick",
       [](CardDef& c) {
         Cost land = sacrifice(Cost{}, permanent(TLand));
         land.return_instead = true;
         // "Target creature you control deals damage equal to its power to target creature an
         // opponent controls. If this spell was kicked, the creature you control deals twice that
         // much damage instead." (no damage if either target is illegal, ruling FIN-R-0101)
         Effect kick = fxv(Op::DealDamage, Who::Target, value(Value::TargetPower, 0), 1);
         kick.source_slot = 0;
         Effect twice = kick;
         twice.a = value(Value::TargetPower, 0, 2);
         c.abilities = {
             kicker_of(land,
                       "Kicker\xE2\x80\x94Return a land you control to its "
                       "owner's hand"),
             spell(mode({target(yours(creature())), target(theirs(creature()))},
                        {when(kick, Cond::NotKicked, 0, 1), when(twice, Cond::Kicked, 0, 1)}))};
       }},
      {"Jenova, Ancient Calamity",
       [](CardDef& c) {
         c.becomes_subtypes = "Mutant";
         // "At the beginning of combat on your turn, put a number of +1/+1 counters equal to
         // Jenova's power on up to one other target creature. That creature becomes a Mutant in
         // addition to its other types." (its last-known power if it left, ruling FIN-R-0218)
         Effect grow = fxv(Op::PutCounters, Who::Target, value(Value::SourcePower));
         grow.counter = Counter::PlusOne;
         Effect mutant = fx(Op::BecomeTypes, Who::Target);
         mutant.set<Effect::Characteristics>().adds_subtypes = true;
         // "Whenever a Mutant you control dies during your turn, you draw cards equal to its
         // power." (its last-known power, ruling FIN-R-0220; Jenova dying with them sees them
         // die, 603.10a, ruling FIN-R-0219)
         Ability draw_power = triggered(
             on_other(Event::Dies, yours(creature().with(HasSubtype, "Mutant"))),
             mode({}, {fxv(Op::DrawCards, Who::Controller, value(Value::TriggerObjectPower))}));
         draw_power.trigger.if_clause = TriggerIf::DuringYourTurn;
         c.abilities = {triggered(on(Event::BeginningOfCombat),
                                  mode({target(another(creature()), 0, 1)}, {grow, mutant})),
                        draw_power};
       }},
      {"Zodiark, Umbral God",
       [](CardDef& c) {
         c.keywords = KIndestructible;
         // "When Zodiark enters, each player sacrifices half the non-God creatures they control
         // of their choice, rounded down." (chosen in turn order, then sacrificed at once,
         // ruling FIN-R-0423)
         Effect half = fx(Op::Sacrifice, Who::EachPlayer);
         half.filter = creature().with(LacksSubtypes, "God");
         half.set<Effect::DestroySacrifice>().half_rounded_down = true;
         // "Whenever a player sacrifices another creature, put a +1/+1 counter on Zodiark."
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {half})),
                        triggered(on_other(Event::Sacrificed, another(creature())),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Bartz and Boko",
       [](CardDef& c) {
         // "Affinity for Birds" (702.41a): "This spell costs {1} less to cast for each Bird you
         // control."
         Ability affinity = costs_less(value(Value::BirdsYouControl));
         affinity.text = "Affinity for Birds";
         // "When Bartz and Boko enters, each other Bird you control deals damage equal to its
         // power to target creature an opponent controls." (one target, ruling FIN-R-0089)
         Effect birds = fx(Op::DealDamage, Who::Target);
         birds.filter = yours(another(creature().with(HasSubtype, "Bird")));
         birds.set<Effect::DamageLife>().by_each_matching = true;
         c.abilities = {affinity, triggered(on(Event::EntersBattlefield),
                                            mode({target(theirs(creature()))}, {birds}))};
       }},
      {"Raubahn, Bull of Ala Mhigo",
       [](CardDef& c) {
         // "Ward—Pay life equal to Raubahn's power." (702.21a: its power as the ward ability
         // resolves, its last-known power if it left, ruling FIN-R-0279)
         Effect ward = fxv(Op::CounterUnlessPays, Who::Controller, value(Value::SourcePower));
         ward.set<Effect::StackSpells>().pay_life = true;
         Ability warded = triggered(on(Event::BecomesTarget), mode({}, {ward}));
         warded.text = "Ward\xE2\x80\x94Pay life equal to Raubahn's power";
         // "Whenever Raubahn attacks, attach up to one target Equipment you control to target
         // attacking creature." (it doesn't move if it can't be attached, 701.3b, FIN-R-0280)
         Effect attach = fx(Op::Attach, Who::Target, 0, 1);
         attach.source_slot = 0;
         Filter equipment = yours(permanent(TArtifact).with(HasSubtype, "Equipment"));
         c.abilities = {
             warded, triggered(on(Event::Attacks),
                               mode({target(equipment, 0, 1), target(creature().with(Attacking))},
                                    {attach}))};
       }},
      {"Omega, Heartless Evolution",
       [](CardDef& c) {
         // "Wave Cannon — When Omega enters, for each opponent, tap up to one target nonland
         // permanent that opponent controls. Put X stun counters on each of those permanents and
         // you gain X life, where X is the number of nonbasic lands you control." (X counted as
         // the ability resolves, ruling FIN-R-0267)
         TargetSpec each = target(theirs(permanent(kPermanentTypes).with(Nonland)), 0, 1);
         each.one_per_opponent = true;
         Value x = value(Value::NonbasicLandsYouControl);
         Effect stun = fxv(Op::PutCounters, Who::Target, x);
         stun.counter = Counter::Stun;
         Ability wave =
             triggered(on(Event::EntersBattlefield),
                       mode({each}, {tap_it(), stun, fxv(Op::GainLife, Who::Controller, x)}));
         wave.text = "Wave Cannon";
         c.abilities = {wave};
       }},
      {"Reach the Horizon",
       [](CardDef& c) {
         // "Search your library for up to two basic land cards and/or Town cards with different
         // names, put them onto the battlefield tapped, then shuffle."
         Effect find = search(Filter{}.with(BasicLandOrSubtype, "Town"), Zone::Battlefield, true);
         find.a = n(2);
         find.set<Effect::Library>().different_names = true;
         c.abilities = {spell(mode({}, {find}))};
       }},
  };
}

}  // namespace lore
