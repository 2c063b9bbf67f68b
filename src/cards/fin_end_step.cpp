// FINAL FANTASY cards that add steps to the turn: Y'shtola Rhul's additional end step (500.8).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_end_step_scripts() {
  return {
      {"Y'shtola Rhul",
       [](CardDef& c) {
         // "At the beginning of your end step, exile target creature you control, then return it
         // to the battlefield under its owner's control. Then if it's the first end step of the
         // turn, there is an additional end step after this step." (an illegal target: nothing
         // happens, no additional step, ruling FIN-R-0409; the step's triggers trigger again,
         // FIN-R-0410; no cleanup between, FIN-R-0411)
         c.abilities = {triggered(on(Event::BeginningOfEndStep),
                                  mode({target(yours(creature()))},
                                       {exile_and_return(Who::Target, false, true),
                                        fx(Op::AdditionalEndStepIfFirst, Who::Controller)}))};
       }},
  };
}

}  // namespace lore
