// Cards that let their owner play a card this turn without paying its mana cost (118.9,
// GameState::free_plays): Urza's Saga's Temporal Aperture (the top card of the library, for as long
// as it remains there, 611.2b) and FINAL FANTASY Through the Ages' Urza, Lord High Artificer (a
// card exiled from the top).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> play_free_scripts() {
  return {
      {"Temporal Aperture",
       [](CardDef& c) {
         // "{5}, {T}: Shuffle your library, then reveal the top card. Until end of turn, for as
         // long as that card remains on top of your library, play with the top card of your
         // library revealed and you may play that card without paying its mana cost."
         c.abilities = {activated(cost("{5}", true),
                                  mode({}, {fx(Op::ShuffleThenPlayTopFree, Who::Controller)}))};
       }},
      {"Urza, Lord High Artificer",
       [](CardDef& c) {
         // "When Urza enters, create a 0/0 colorless Construct artifact creature token with
         // \"This token gets +1/+1 for each artifact you control.\""
         // "Tap an untapped artifact you control: Add {U}." (118.3: an artifact creature tapped
         // so needn't have been controlled since the turn began, ruling FIN-R-0605)
         Cost tap_artifact;
         tap_artifact.tap_count = 1;
         tap_artifact.tap_filter = yours(permanent(TArtifact));
         Ability blue = mana(Blue, tap_artifact);
         blue.mana_grant = ManaGrant::TapOther;
         // "{5}: Shuffle your library, then exile the top card. Until end of turn, you may play
         // that card without paying its mana cost." (rulings FIN-R-0606..0608)
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Construct")})),
                        blue,
                        activated(cost("{5}"),
                                  mode({}, {fx(Op::ShuffleThenPlayTopFree, Who::Controller, 1)}))};
       }},
  };
}

// Urza's Construct: "This token gets +1/+1 for each artifact you control." (itself included,
// ruling FIN-R-0604; counted now, 611.3a)
std::vector<TokenScript> play_free_token_scripts() {
  return {
      {"Construct",
       [](CardDef& c) {
         c.types = TArtifact | TCreature;
         c.subtypes = {"Construct"};
         c.power = c.toughness = 0;
         c.type_line = "Token Artifact Creature \xE2\x80\x94 Construct";
         c.oracle = "This token gets +1/+1 for each artifact you control.";
         Ability per_artifact = anthem(yours(permanent(TArtifact)), 1, 1);
         per_artifact.stat.self_only = true;
         per_artifact.stat.per_matching = true;
         c.abilities = {per_artifact};
       }},
  };
}

}  // namespace lore
