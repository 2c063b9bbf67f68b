// Reference cards: cards from outside the implemented sets that release-note rulings of those
// sets name (Doubling Season: FIN-R-0013, DMU-R-0003; Halo Fountain: DMU-R-0020, DMU-R-0021)
// or that their rulings need (Phyrexian Metamorph, a nontoken copy of a double-faced card:
// FIN-R-0037; Song of the Dryads, a permanent becoming a land: FIN-R-0022; Wake Thrasher, an
// ability that triggers when a permanent becomes untapped: DMU-R-0019; Slash Panther, a red
// Phyrexian mana symbol for devotion: FIN-R-0110; Mirror Gallery, two of a legendary permanent
// under one control: FIN-R-0138, FIN-R-0398, FIN-R-0406; Blessed Wind, a life total that becomes
// a number: FIN-R-0407; Combust, damage that can't be prevented: FIN-R-0851; Bloodrock Cyclops, a
// creature that attacks each combat if able: FIN-R-0856; Jaya's Immolating Inferno and The Goose
// Mother, legendary cards with {X} in their mana costs: DMU-R-0156, DMU-R-0236; Redirect, a
// spell's target changed: DMU-R-0337; Vedalken Orrery, a sorcery cast during combat: DMU-R-0209;
// Toxic Deluge, a cost of X life: DMU-R-0167; Hardened Scales, an effect adding one counter
// ordered with The Earth Crystal's doubling: FIN-R-0139; Two-Headed Giant, coins flipped for
// heads or tails: FIN-R-0144, FIN-R-0145, FIN-R-0818; Ezuri, Stalker of Spheres, an ability that
// triggers whenever you proliferate: FIN-R-0633; Woolly Thoctar, a multicolored creature with no
// abilities, given convoke as a spell by Fallaji Wayfarer: DMU-R-0400; Kaalia of the Vast, a
// creature put onto the battlefield attacking: FIN-R-0613; Commit // Memory, a split card that is
// both an instant and a sorcery card: DMU-R-0125; Goldwarden's Helm, an equip cost with a colored
// part: FIN-R-0643, FIN-R-0747; Vesuva, a land entering as a copy of a land: DMU-R-0308; The
// Ozolith, a permanent that takes a leaving creature's counters: FIN-R-0419; Desert of the True, a
// Desert land with cycling: DMU-R-0397, DMU-R-0398; Time Warp, an extra turn: DMU-R-0391,
// DMU-R-0392), defined only so that scenarios can play those rulings. Registered like tokens (as
// the benchmark cards, bench.cpp) so that they stay out of card listings, deck files and the
// card-data test; their set is REF and their Oracle text is typed here, the data files don't have
// them.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

void printed(CardDef& c, const char* mana_cost, TypeMask types, const char* type_line,
             const char* oracle) {
  c.set = "REF";
  ManaCost::parse(mana_cost, c.cost);
  c.colors = c.cost.colors();
  c.types = types;
  c.type_line = type_line;
  c.oracle = oracle;
}

// "{mana}, {T}, Untap N tapped creatures you control: ..." (601.2h: untapping is part of the
// cost; 122.1d: a stun counter may be removed instead, rulings DMU-R-0020, DMU-R-0021)
Ability untap_creatures_ability(const char* mana, int n, Effect e, const char* text) {
  Cost k = cost(mana, true);
  k.untap_count = static_cast<int8_t>(n);
  k.untap_filter = yours(creature());
  return named(activated(k, mode({}, {e})), text);
}

// "Enchanted permanent is a colorless <basic land type> land" (205.1a, 305.7, 613.1d-f).
Ability enchanted_is_basic_land(const char* type, const char* text) {
  Ability a;
  a.kind = AbilityKind::Static;
  a.stat.kind = StaticKind::EnchantedIsBasicLand;
  a.stat.subtype = type;
  a.stat.colorless_land = true;
  return named(a, text);
}

}  // namespace

std::vector<TokenScript> ref_token_scripts() {
  return {
      {"Doubling Season",
       [](CardDef& c) {
         printed(c, "{4}{G}", TEnchantment, "Enchantment",
                 "If an effect would create one or more tokens under your control, it creates "
                 "twice that many of those tokens instead.\nIf an effect would put one or more "
                 "counters on a permanent you control, it puts twice that many of those counters "
                 "on that permanent instead.");
         // Two replacement effects (614.1a) changing the number of an event: replaced_amount().
         c.abilities = {static_ability(StaticKind::DoubleTokensYouCreate),
                        static_ability(StaticKind::DoubleCountersOnYourPermanents)};
       }},
      {"Hardened Scales",
       [](CardDef& c) {
         printed(c, "{G}", TEnchantment, "Enchantment",
                 "If one or more +1/+1 counters would be put on a creature you control, that many "
                 "plus one +1/+1 counters are put on it instead.");
         c.abilities = {static_ability(StaticKind::PlusOneCountersOneMore)};
       }},
      {"Halo Fountain",
       [](CardDef& c) {
         printed(c, "{2}{W}", TArtifact, "Artifact",
                 "{W}, {T}, Untap a tapped creature you control: You gain 1 life.\n{W}{W}, {T}, "
                 "Untap two tapped creatures you control: Draw a card.\n{W}{W}{W}{W}{W}, {T}, "
                 "Untap fifteen tapped creatures you control: You win the game.");
         c.abilities = {
             untap_creatures_ability("{W}", 1, gain(1),
                                     "{W}, {T}, Untap a tapped creature you control: You gain 1 "
                                     "life"),
             untap_creatures_ability("{W}{W}", 2, draw(1),
                                     "{W}{W}, {T}, Untap two tapped creatures you control: Draw "
                                     "a card"),
             untap_creatures_ability("{W}{W}{W}{W}{W}", 15, fx(Op::WinTheGame, Who::Controller),
                                     "{W}{W}{W}{W}{W}, {T}, Untap fifteen tapped creatures you "
                                     "control: You win the game")};
       }},
      {"Phyrexian Metamorph",
       [](CardDef& c) {
         printed(c, "{3}{U/P}", TArtifact | TCreature,
                 "Artifact Creature \xE2\x80\x94 Phyrexian Shapeshifter",
                 "({U/P} can be paid with either {U} or 2 life.)\nYou may have Phyrexian "
                 "Metamorph enter the battlefield as a copy of any artifact or creature on the "
                 "battlefield, except it's an artifact in addition to its other types.");
         c.subtypes = {"Phyrexian", "Shapeshifter"};
         c.power = c.toughness = 0;
         c.power_text = c.toughness_text = "0";
         // 614.1c, 707.9b: the copy effect and its exception (an added type is copiable).
         Effect copy = fx(Op::CopyToken, Who::ChosenPermanent);  // never resolved: the op says
         copy.filter = permanent(TArtifact | TCreature);         // whose parameters it holds
         copy.set<Effect::TokensCopies>().except.add_types = TArtifact;
         Ability enters = named(Ability{},
                                "You may have this enter as a copy of any artifact or "
                                "creature on the battlefield, except it's an artifact "
                                "in addition to its other types");
         enters.kind = AbilityKind::EntersAsCopy;
         enters.modes = {mode({}, {copy})};
         c.abilities = {enters};
       }},
      {"Jaya's Immolating Inferno",
       [](CardDef& c) {
         printed(c, "{X}{R}{R}", TSorcery, "Legendary Sorcery",
                 "(You may cast a legendary sorcery only if you control a legendary creature or "
                 "planeswalker.)\nJaya's Immolating Inferno deals X damage to each of up to "
                 "three targets.");
         c.supertypes = SLegendary;  // 205.4e: cast only with a legendary creature or planeswalker
         TargetSpec up_to_three = any_target();
         up_to_three.min = 0;
         up_to_three.max = 3;
         c.abilities = {
             named(spell(mode({up_to_three}, {fxv(Op::DealDamage, Who::Target, value(Value::X))})),
                   "Jaya's Immolating Inferno deals X damage to each of up to three targets")};
       }},
      {"The Goose Mother",
       [](CardDef& c) {
         printed(c, "{X}{G}{U}", TCreature, "Legendary Creature \xE2\x80\x94 Hydra Bird",
                 "Flying\nThe Goose Mother enters the battlefield with X +1/+1 counters on "
                 "it.\nWhen The Goose Mother enters the battlefield, create half X Food tokens, "
                 "rounded up.\nWhenever The Goose Mother attacks, you may sacrifice a Food. If "
                 "you do, draw a card.");
         c.supertypes = SLegendary;
         c.subtypes = {"Hydra", "Bird"};
         c.power = c.toughness = 0;
         c.power_text = c.toughness_text = "0";
         c.keywords = KFlying;
         Effect food = fxv(Op::CreateToken, Who::Controller, value(Value::HalfSourceXRoundedUp));
         food.token = "Food";
         Filter a_food = yours(permanent(TArtifact)).with(HasSubtype, "Food");
         Effect sac = with_filter(fx(Op::Sacrifice, Who::Controller, 1), a_food);
         sac.optional = true;  // "you may sacrifice a Food. If you do, draw a card."
         c.abilities = {
             enters_with(Counter::PlusOne, value(Value::X)),
             triggered(on(Event::EntersBattlefield), mode({}, {food})),
             triggered(on(Event::Attacks), mode({}, {sac, when(draw(1), Cond::IfYouDid)}))};
       }},
      {"Redirect",
       [](CardDef& c) {
         printed(c, "{U}{U}", TInstant, "Instant", "You may choose new targets for target spell.");
         c.abilities = {
             named(spell(mode({target_spell(Filter{})}, {fx(Op::ChooseNewTargets, Who::Target)})),
                   "You may choose new targets for target spell")};
       }},
      {"Vedalken Orrery",
       [](CardDef& c) {
         printed(c, "{4}", TArtifact, "Artifact", "You may cast spells as though they had flash.");
         c.abilities = {static_ability(StaticKind::CastAsThoughFlash)};
       }},
      {"Toxic Deluge",
       [](CardDef& c) {
         printed(c, "{2}{B}", TSorcery, "Sorcery",
                 "As an additional cost to cast this spell, pay X life.\nAll creatures get "
                 "-X/-X until end of turn.");
         Cost pay_x_life;
         pay_x_life.life_x = true;  // 601.2b: X is announced for the additional cost
         Effect shrink = fxv(Op::Pump, Who::AllMatching, value(Value::X, 0, -1));
         shrink.b = value(Value::X, 0, -1);
         c.abilities = {named(with_cost(spell(mode({}, {all(shrink, creature())})), pay_x_life),
                              "All creatures get -X/-X until end of turn")};
       }},
      {"Wake Thrasher",
       [](CardDef& c) {
         printed(c, "{2}{U}{U}", TCreature, "Creature \xE2\x80\x94 Merfolk Soldier",
                 "Whenever a permanent you control becomes untapped, Wake Thrasher gets +1/+1 "
                 "until end of turn.");
         c.subtypes = {"Merfolk", "Soldier"};
         c.power = c.toughness = 1;
         c.power_text = c.toughness_text = "1";
         // 603.2: once for each permanent untapped, itself included ("a permanent you control");
         // not when a stun counter is removed instead (122.1d, ruling DMU-R-0019).
         c.abilities = {named(
             triggered(on_other(Event::BecomesUntapped, yours(permanent(kPermanentTypes))),
                       mode({}, {pump(1, 1, Who::Source)})),
             "Whenever a permanent you control becomes untapped, Wake Thrasher gets +1/+1 until "
             "end of turn")};
       }},
      {"Slash Panther",
       [](CardDef& c) {
         // A red Phyrexian symbol counts toward devotion to red (700.5, ruling FIN-R-0110).
         printed(c, "{4}{R/P}", TArtifact | TCreature,
                 "Artifact Creature \xE2\x80\x94 Phyrexian Cat",
                 "({R/P} can be paid with either {R} or 2 life.)\nHaste");
         c.subtypes = {"Phyrexian", "Cat"};
         c.power = 4;
         c.toughness = 2;
         c.power_text = "4";
         c.toughness_text = "2";
         c.keywords = KHaste;
       }},
      {"Song of the Dryads",
       [](CardDef& c) {
         printed(c, "{2}{G}", TEnchantment, "Enchantment \xE2\x80\x94 Aura",
                 "Enchant permanent\nEnchanted permanent is a colorless Forest land.");
         c.subtypes = {"Aura"};
         c.abilities = aura(permanent(kPermanentTypes));  // 303.4a: the Aura spell targets it
         c.abilities.push_back(
             enchanted_is_basic_land("Forest", "Enchanted permanent is a colorless Forest land"));
       }},
      {"Bloodrock Cyclops",
       [](CardDef& c) {
         printed(c, "{2}{R}", TCreature, "Creature \xE2\x80\x94 Cyclops",
                 "Bloodrock Cyclops attacks each combat if able.");
         c.subtypes = {"Cyclops"};
         c.power = c.toughness = 3;
         c.power_text = c.toughness_text = "3";
         c.abilities = {named(static_ability(StaticKind::AttacksEachCombat),
                              "Bloodrock Cyclops attacks each combat if able")};  // 508.1d
       }},
      {"Blessed Wind",
       [](CardDef& c) {
         printed(c, "{7}{W}{W}", TSorcery, "Sorcery", "Target player's life total becomes 20.");
         c.abilities = {
             spell(mode({target_player()}, {fx(Op::LifeTotalBecomes, Who::Target, 20)}))};
       }},
      {"Combust",
       [](CardDef& c) {
         printed(c, "{1}{R}", TInstant, "Instant",
                 "This spell can't be countered.\nCombust deals 5 damage to target white or blue "
                 "creature. The damage can't be prevented.");
         c.cant_be_countered = true;  // 113.6g
         Effect hit = damage(Who::Target, 5);
         hit.set<Effect::DamageLife>().unpreventable = true;  // 615.12
         c.abilities = {spell(mode({target(creature().with(OfColors, White | Blue))}, {hit}))};
       }},
      {"Desert of the True",
       [](CardDef& c) {  // a Desert land with cycling (Hazon: rulings DMU-R-0397, DMU-R-0398)
         printed(c, "", TLand, "Land \xE2\x80\x94 Desert",
                 "This land enters tapped.\n{T}: Add {W}.\nCycling {1}{W} ({1}{W}, Discard this "
                 "card: Draw a card.)");
         c.subtypes = {"Desert"};
         c.abilities = tapped_land(White);
         c.abilities.push_back(cycling("{1}{W}"));
       }},
      {"Time Warp",
       [](CardDef& c) {  // an extra turn (500.7; Gerrard's Hourglass Pendant: DMU-R-0391, -0392)
         printed(c, "{3}{U}{U}", TSorcery, "Sorcery",
                 "Target player takes an extra turn after this one.");
         c.abilities = {spell(mode({target_player()}, {fx(Op::TakeExtraTurn, Who::Target)}))};
       }},
      {"Mirror Gallery",
       [](CardDef& c) {
         printed(c, "{5}", TArtifact, "Artifact", "The \"legend rule\" doesn't apply.");
         // 704.5j doesn't apply while it is on the battlefield (legend_group(), sba.cpp).
         c.abilities = {named(static_ability(StaticKind::LegendRuleDoesntApply),
                              "The \"legend rule\" doesn't apply")};
       }},
      {"Two-Headed Giant",
       [](CardDef& c) {
         printed(c, "{2}{R}{R}", TCreature, "Creature \xE2\x80\x94 Giant Warrior",
                 "At the beginning of combat on your turn, flip two coins. If both coins come up "
                 "heads, Two-Headed Giant gains double strike until end of turn. If both coins "
                 "come up tails, Two-Headed Giant gains menace until end of turn.");
         c.subtypes = {"Giant", "Warrior"};
         c.power = c.toughness = 4;
         c.power_text = c.toughness_text = "4";
         // 705.2: flips with no winner (ruling FIN-R-0818), unless Edgar, King of Figaro makes
         // them won (705.3, FIN-R-0144, FIN-R-0145)
         c.abilities = {
             triggered(on(Event::BeginningOfCombat),
                       mode({}, {fx(Op::FlipCoins, Who::Controller, 2),
                                 when(grant(KDoubleStrike, Who::Source), Cond::AllCoinsHeads),
                                 when(grant(KMenace, Who::Source), Cond::AllCoinsTails)}))};
       }},
      {"Ezuri, Stalker of Spheres",
       [](CardDef& c) {
         printed(c, "{2}{G}{U}", TCreature, "Legendary Creature \xE2\x80\x94 Phyrexian Elf Warrior",
                 "When Ezuri enters, you may pay {3}. If you do, proliferate twice.\nWhenever you "
                 "proliferate, draw a card.");
         c.supertypes = SLegendary;
         c.subtypes = {"Phyrexian", "Elf", "Warrior"};
         c.power = c.toughness = 3;
         c.power_text = c.toughness_text = "3";
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{3}", pay.set<Effect::ManaCosts>().cost);
         // 701.34a: two proliferations, each chosen as it happens; "whenever you proliferate"
         // triggers for each, even one that chose nothing (ruling FIN-R-0633)
         c.abilities = {
             triggered(
                 on(Event::EntersBattlefield),
                 mode({}, {pay, when(fx(Op::Proliferate, Who::Controller, 2), Cond::IfYouDid)})),
             triggered(on(Event::Proliferates), mode({}, {draw(1)}))};
       }},
      {"Kaalia of the Vast",
       [](CardDef& c) {
         printed(c, "{1}{R}{W}{B}", TCreature, "Legendary Creature \xE2\x80\x94 Human Cleric",
                 "Flying\nWhenever Kaalia attacks an opponent, you may put an Angel, Demon, or "
                 "Dragon creature card from your hand onto the battlefield tapped and attacking "
                 "that opponent.");
         c.supertypes = SLegendary;
         c.subtypes = {"Human", "Cleric"};
         c.power = c.toughness = 2;
         c.power_text = c.toughness_text = "2";
         c.keywords = KFlying;
         // 508.4: the card put "tapped and attacking" was never declared as an attacker (ruling
         // FIN-R-0613: a boast ability can't be activated). "That opponent": the engine asks what
         // it attacks (attack_choice()); with one opponent and no planeswalker, the only answer.
         Effect put = with_filter(fx(Op::PutFromHand, Who::Controller, 1),
                                  creature().with(HasSubtype, "Angel,Demon,Dragon"));
         put.set<Effect::ExileReturn>().tapped_attacking_types = TCreature;
         Ability attacks = triggered(on(Event::Attacks), mode({}, {put}));
         attacks.trigger.if_clause = TriggerIf::SourceAttacksAPlayer;
         c.abilities = {attacks};
       }},
      {"Goldwarden's Helm",
       [](CardDef& c) {
         printed(c, "{2}{W}", TArtifact, "Artifact \xE2\x80\x94 Equipment",
                 "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature "
                 "token, then attach this to it.)\nEquipped creature gets +0/+1.\nEquip {1}{W}");
         c.subtypes = {"Equipment"};
         // 702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token, then
         // attach this to it."
         Ability mirrodin = triggered(on(Event::EntersBattlefield),
                                      mode({}, {token("Rebel"), fx(Op::Attach, Who::LastMoved)}));
         mirrodin.text = "For Mirrodin!";
         // an equip cost with a colored part (rulings FIN-R-0643, FIN-R-0747: only the generic
         // part is reduced)
         c.abilities = {mirrodin, equipped_gets(0, 1), equip("{1}{W}")};
       }},
      {"Vesuva",
       [](CardDef& c) {
         printed(c, "", TLand, "Land",
                 "You may have Vesuva enter tapped as a copy of any land on the battlefield.");
         // 614.1c, 707.2: the copy effect (and "tapped", apply_enter_replacements()); a copied
         // land's own "as enters" choices are then made for it (ruling DMU-R-0308)
         Effect copy = fx(Op::CopyToken, Who::ChosenPermanent);  // never resolved: the op says
         copy.filter = permanent(TLand);                         // whose parameters it holds
         copy.set<Effect::TokensCopies>().tapped = true;
         Ability enters = named(Ability{},
                                "You may have this land enter tapped as a copy of any land on "
                                "the battlefield");
         enters.kind = AbilityKind::EntersAsCopy;
         enters.modes = {mode({}, {copy})};
         c.abilities = {enters};
       }},
      {"The Ozolith",
       [](CardDef& c) {
         printed(c, "{1}", TArtifact, "Legendary Artifact",
                 "Whenever a creature you control leaves the battlefield, if it had counters on "
                 "it, put those counters on The Ozolith.\nAt the beginning of combat on your "
                 "turn, if The Ozolith has counters on it, you may move all counters from The "
                 "Ozolith onto target creature.");
         c.supertypes = SLegendary;
         // "those counters": as many of each kind as the creature had as it last existed
         // (603.10a; with Zack Fair's, ruling FIN-R-0419); SubjectHasCounter's if_n -1: any kind
         Ability keep = triggered(on_other(Event::LeavesBattlefield, yours(creature())),
                                  mode({}, {fx(Op::PutSourceCounters, Who::Source, 1)}));
         keep.trigger.if_clause = TriggerIf::SubjectHasCounter;
         keep.trigger.if_n = -1;
         Ability move = triggered(
             on(Event::BeginningOfCombat),
             mode({target(creature())}, {optional(fx(Op::PutSourceCounters, Who::Target, 2))}));
         move.trigger.if_clause = TriggerIf::SubjectHasCounter;
         move.trigger.if_n = -1;
         c.abilities = {keep, move};
       }},
      {"Commit // Memory",
       [](CardDef& c) {
         // A split card (709) by its combined characteristics, the ones it has in every zone but
         // the stack (709.4): an instant and a sorcery card, blue, mana value 10 (709.4b). For a
         // graveyard only (ruling DMU-R-0125: it counts once among instant and sorcery cards):
         // the engine has no split-card casting (709.3), so a scenario must not cast it (from a
         // hand it would be one spell with the combined cost and no effect).
         printed(c, "{7}{U}{U}{U}", TInstant | TSorcery, "Instant // Sorcery",
                 "Commit {3}{U}: Put target spell or nonland permanent into its owner's library "
                 "second from the top.\n//\nMemory {4}{U}{U}: Aftermath (Cast this spell only "
                 "from your graveyard. Then exile it.)\nEach player shuffles their hand and "
                 "graveyard into their library, then draws seven cards.");
       }},
      {"Woolly Thoctar",
       [](CardDef& c) {  // vanilla
         printed(c, "{R}{G}{W}", TCreature, "Creature \xE2\x80\x94 Beast", "");
         c.subtypes = {"Beast"};
         c.power = 5;
         c.toughness = 4;
         c.power_text = "5";
         c.toughness_text = "4";
       }},
  };
}

}  // namespace lore
