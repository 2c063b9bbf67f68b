// FINAL FANTASY transforming double-faced cards (712) that transform on a condition of the
// game: an intervening "if" counting permanents or cards (603.4), and "when this transforms
// into <back face>" (Event::TransformsInto, 701.27).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect transform_self() { return fx(Op::Transform, Who::Source); }

}  // namespace

std::vector<CardScript> fin_dfc2_scripts() {
  return {
      {"Exdeath, Void Warlock",
       [](CardDef& c) {
         // "At the beginning of your end step, if there are six or more permanent cards in your
         // graveyard, transform Exdeath." (603.4: checked as it triggers and resolves, ruling
         // FIN-R-0173)
         Ability end = triggered(on(Event::BeginningOfEndStep), mode({}, {transform_self()}));
         end.trigger.if_clause = TriggerIf::PermanentCardsInYourGraveyardAtLeast;
         end.trigger.if_n = 6;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(3)})), end};
       }},
      {"Neo Exdeath, Dimension's End",
       [](CardDef& c) {  // 604.3: its power is the number of permanent cards in your graveyard
         c.keywords = KTrample;
         c.abilities = {static_ability(StaticKind::PowerIsPermanentCardsInYourGraveyard)};
       }},
      {"Sidequest: Raise a Chocobo",
       [](CardDef& c) {
         // "At the beginning of your first main phase, if you control four or more Birds,
         // transform this enchantment." (505.1a; 603.4, ruling FIN-R-0321)
         Ability grown =
             triggered(on(Event::BeginningOfPrecombatMain), mode({}, {transform_self()}));
         grown.trigger.if_clause = TriggerIf::ControlAtLeast;
         grown.trigger.if_n = 4;
         grown.trigger.subject = yours(creature().with(HasSubtype, "Bird"));
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Chocobo Bird")})),
                        grown};
       }},
      {"Black Chocobo",
       [](CardDef& c) {
         // "When this permanent transforms into Black Chocobo" (701.27; not when it enters with
         // its back face up, ruling FIN-R-0322)
         c.abilities = {triggered(on(Event::TransformsInto),
                                  mode({}, {search(permanent(TLand), Zone::Battlefield, true)})),
                        landfall(mode({}, {all(pump(1, 0, Who::AllMatching),
                                               yours(creature().with(HasSubtype, "Bird")))}))};
       }},
  };
}

}  // namespace lore
