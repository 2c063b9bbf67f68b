// FINAL FANTASY Commander cards about commanders (903) and "partner with" (702.124j): the
// Leveilleur twins and SOLDIER Military Program.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// 702.124j: "Partner with [name]" is two abilities: a deck-construction one (903.3c, read by the
// Commander deck check) and "When this permanent enters, target player may search their library
// for a card named [name], reveal it, put it into their hand, then shuffle." (rulings
// FIN-R-0652, FIN-R-0660)
Ability partner_with(const char* name) {
  Effect fetch = search(Filter{}.with(Named, name));
  fetch.set<Effect::Library>().reveal = true;  // ruling FIN-R-0653
  fetch.who = Who::Target;
  fetch.optional = true;
  fetch.they_choose = true;
  Ability a = triggered(on(Event::EntersBattlefield), mode({target_player()}, {fetch}));
  a.text = std::string("Partner with ") + name;
  return a;
}

}  // namespace

std::vector<CardScript> fic_partner_scripts() {
  return {
      {"Alisaie Leveilleur",
       [](CardDef& c) {
         // Dualcast: "The second spell you cast each turn costs {2} less to cast." (601.2f: the
         // generic part only, rulings FIN-R-0650, FIN-R-0651)
         c.keywords = KFirstStrike;
         Ability dualcast = static_ability(StaticKind::SpellsCostLess);
         dualcast.stat.power = 2;
         dualcast.stat.second_spell = true;
         dualcast.text = "Dualcast";
         c.abilities = {partner_with("Alphinaud Leveilleur"), dualcast};
       }},
      {"Alphinaud Leveilleur",
       [](CardDef& c) {
         // Eukrasia: "Whenever you cast your second spell each turn, draw a card." (rulings
         // FIN-R-0661, FIN-R-0662)
         c.keywords = KVigilance;
         Trigger second = on_cast(Filter{});
         second.nth_spell = 2;
         Ability eukrasia = triggered(second, mode({}, {draw(1)}));
         eukrasia.text = "Eukrasia";
         c.abilities = {partner_with("Alisaie Leveilleur"), eukrasia};
       }},
      {"SOLDIER Military Program",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, choose one. If you control a commander, you
         // may choose both instead." (any player's commander, rulings FIN-R-0827, FIN-R-0828)
         Effect grow = fx(Op::PutCountersOnChosen, Who::Controller, 1);
         grow.b = n(2);
         grow.filter = yours(creature().with(HasSubtype, "Soldier"));
         Ability program = triggered(on(Event::BeginningOfCombat), mode({}, {token("Soldier")}));
         program.modes.push_back(mode({}, {grow}));
         program.max_modes = 2;
         program.both_modes_if_commander = true;
         c.abilities = {program};
       }},
  };
}

}  // namespace lore
