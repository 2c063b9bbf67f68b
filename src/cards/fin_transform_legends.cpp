// FINAL FANTASY legends that transform by their own count: Cecil, Dark Knight (half the starting
// life total), Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel (the fourth resolution of
// its ability this turn; an emblem as it transforms).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_transform_legend_scripts() {
  return {
      // ---- Cecil, Dark Knight // Cecil, Redeemed Paladin
      {"Cecil, Dark Knight",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         // "Darkness — Whenever Cecil deals damage, you lose that much life. Then if your life
         // total is less than or equal to half your starting life total, untap Cecil and
         // transform it." (120.3: damage to a player, and to a creature or planeswalker, once for
         // each one dealt damage; a Cecil that left neither untaps nor transforms, ruling
         // FIN-R-0099)
         Mode darkness =
             mode({}, {fxv(Op::LoseLife, Who::Controller, value(Value::TriggerAmount)),
                       when(untap(Who::Source), Cond::LifeAtMostHalfStartingLife),
                       when(fx(Op::Transform, Who::Source), Cond::LifeAtMostHalfStartingLife)});
         Trigger to_object = on(Event::DealtDamage);
         to_object.dealt_by = true;
         Ability players = triggered(on(Event::DamageToPlayer), darkness);
         Ability objects = triggered(to_object, darkness);
         players.text = objects.text = "Darkness";
         c.abilities = {players, objects};
       }},
      {"Cecil, Redeemed Paladin",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // "Protect — Whenever Cecil attacks, other attacking creatures gain indestructible until
         // end of turn."
         Ability protect = triggered(
             on(Event::Attacks),
             mode({}, {all(grant(KIndestructible), another(creature().with(Attacking)))}));
         protect.text = "Protect";
         c.abilities = {protect};
       }},

      // ---- Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel
      {"Sephiroth, Fabled SOLDIER",
       [](CardDef& c) {
         // "Whenever Sephiroth enters or attacks, you may sacrifice another creature. If you
         // do, draw a card."
         Effect sac = optional(fx(Op::Sacrifice, Who::Controller, 1));
         sac.filter = another(creature());
         Mode sac_draw = mode({}, {sac, when(draw(1), Cond::IfYouDid)});
         // "Whenever another creature dies, target opponent loses 1 life and you gain 1 life. If
         // this is the fourth time this ability has resolved this turn, transform Sephiroth."
         // (with Sephiroth dying at the same time, it triggers but doesn't transform, ruling
         // FIN-R-0310)
         Ability drain = triggered(
             on_other(Event::Dies, another(creature())),
             mode({target_player(Filter::Opponent)},
                  {lose(1, Who::Target), gain(1), fx(Op::CountResolution, Who::Source),
                   when(fx(Op::Transform, Who::Source), Cond::NthResolutionThisTurn, 4)}));
         c.abilities = {triggered(on(Event::EntersBattlefield), sac_draw),
                        triggered(on(Event::Attacks), sac_draw), drain};
       }},
      {"Sephiroth, One-Winged Angel",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Super Nova — As this creature transforms into Sephiroth, One-Winged Angel, you get an
         // emblem with \"Whenever a creature dies, target opponent loses 1 life and you gain 1
         // life.\"" (not when it enters transformed, ruling FIN-R-0311)
         Ability nova = static_ability(StaticKind::EmblemAsTransformsInto);
         Effect emblem = fx(Op::CreateEmblem, Who::Controller);
         emblem.token = "Sephiroth, One-Winged Angel Emblem";
         nova.modes = {mode({}, {emblem})};
         nova.text = "Super Nova";
         // "Whenever Sephiroth attacks, you may sacrifice any number of other creatures. If you
         // do, draw that many cards."
         Effect sac = with_filter(fx(Op::SacrificeAnyNumber, Who::Controller), another(creature()));
         c.abilities = {
             nova, triggered(on(Event::Attacks), mode({}, {sac, fxv(Op::DrawCards, Who::Controller,
                                                                    value(Value::LastAmount))}))};
       }},
  };
}

std::vector<TokenScript> fin_transform_legend_token_scripts() {
  return {
      {"Sephiroth, One-Winged Angel Emblem",
       [](CardDef& c) {  // 114: an emblem has no types
         c.type_line = "Emblem";
         c.oracle = "Whenever a creature dies, target opponent loses 1 life and you gain 1 life.";
         c.abilities = {
             triggered(on_other(Event::Dies, creature()),
                       mode({target_player(Filter::Opponent)}, {lose(1, Who::Target), gain(1)}))};
       }},
  };
}

}  // namespace lore
