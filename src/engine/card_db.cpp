#include "card_db.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "color_identity.h"
#include "mana.h"

namespace lore {

struct EmbeddedSet {
  std::string_view code;
  std::string_view jsonl;
};
// LORE_CARD_SET_COUNT: the number of sets in CARD_SETS (CMakeLists.txt).
extern const std::array<EmbeddedSet, LORE_CARD_SET_COUNT> kEmbeddedSets;

namespace {

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

int16_t parse_stat(const nlohmann::json& v, std::string& text) {
  if (v.is_null()) return 0;
  text = v.get<std::string>();
  if (text.find('*') != std::string::npos) return 0;  // "*", "1+*": a CDA defines it (604.3)
  try {
    return static_cast<int16_t>(std::stoi(text));
  } catch (...) {
    return 0;  // "*": defined by a characteristic-defining ability
  }
}

CardDef make_face(const nlohmann::json& face, std::string set) {
  CardDef c;
  c.set = std::move(set);
  c.name = face.at("name").get<std::string>();
  c.type_line = face.at("type_line").get<std::string>();
  c.oracle = face.at("oracle_text").get<std::string>();
  auto cost = face.value("mana_cost", std::string());
  ManaCost::parse(cost, c.cost);  // unknown symbols leave the card unimplementable
  parse_type_line(c.type_line, c);
  c.colors = c.cost.colors();
  // 204: a color indicator, for a face without a mana cost (the data gives it only where a
  // release note needs it: Cecil, Redeemed Paladin, ruling FIN-R-0035).
  if (face.contains("color_indicator"))
    for (const auto& sym : face["color_indicator"])
      c.colors |= symbol_colors(sym.get<std::string>());
  c.power = parse_stat(face["power"], c.power_text);
  c.toughness = parse_stat(face["toughness"], c.toughness_text);
  c.loyalty = parse_stat(face["loyalty"], c.loyalty_text);
  return c;
}

std::vector<std::string_view> nonempty_lines(std::string_view text) {
  std::vector<std::string_view> out;
  for (size_t pos = 0, end = 0; pos < text.size(); pos = end + 1) {
    end = std::min(text.find('\n', pos), text.size());
    if (end > pos) out.push_back(text.substr(pos, end - pos));
  }
  return out;
}

// 201.6: a card printed with an alternate name has only its Oracle name; its rules text's
// instances of the alternate name ("Hero of Light's power", or its short form before a comma:
// "When Sephiroth enters") refer to the card, so they read as the Oracle's own short form of the
// card's name ("Adeline"), which the log and every rendering use too.
std::string with_oracle_name(std::string text, const std::string& alt, const std::string& name) {
  auto short_form = [](const std::string& n) { return n.substr(0, n.find(", ")); };
  for (const std::string& from : {alt, short_form(alt)})
    for (size_t at = text.find(from); !from.empty() && at != std::string::npos;
         at = text.find(from, at + 1)) {
      text.replace(at, from.size(), short_form(name));
      at += short_form(name).size() - 1;
    }
  return text;
}

// An effect of a mode chosen after others: its target slots follow theirs (601.2c).
void shift_slots(Effect& e, int by) {
  e.slot = static_cast<int8_t>(e.slot + by);
  if (e.source_slot >= 0) e.source_slot = static_cast<int8_t>(e.source_slot + by);
  for (Value* v : {&e.a, &e.b})
    if (v->kind == Value::TargetPower || v->kind == Value::TargetToughness ||
        v->kind == Value::TargetPlusOneCounters)
      v->n = static_cast<int16_t>(v->n + by);
}

// The index in Effect::Params of the family whose parameters `op` reads (0: none).
template <class P>
constexpr size_t kParamsIndex = Effect::Params(std::in_place_type<P>).index();
size_t params_index(Op op) {
  switch (op) {
    case Op::DealDamage:
    case Op::PreventDamage: return kParamsIndex<Effect::DamageLife>;
    case Op::SearchLibrary:
    case Op::LookAtTop:
    case Op::RevealTopToHand:
    case Op::LookTopHandRestGraveyard: return kParamsIndex<Effect::Library>;
    case Op::Destroy:
    case Op::DestroyChosenPerOpponent:
    case Op::Sacrifice:
    case Op::SacrificeUnlessPays: return kParamsIndex<Effect::DestroySacrifice>;
    case Op::ReturnToBattlefield:
    case Op::EachPlayerPutsOntoBattlefield:
    case Op::PutAttachedToSource:
    case Op::PutIntoLibrary:
    case Op::PutFromAGraveyard:
    case Op::PutFromHand:
    case Op::ExileAndReturn:
    case Op::Exile: return kParamsIndex<Effect::ExileReturn>;
    case Op::CreateToken:
    case Op::CopyToken:
    case Op::BecomeCopy: return kParamsIndex<Effect::TokensCopies>;
    case Op::CopySpell:
    case Op::CounterUnlessPays: return kParamsIndex<Effect::StackSpells>;
    case Op::CastFromHandFree:
    case Op::CopyAndCast:
    case Op::CastTargetFromGraveyard: return kParamsIndex<Effect::Casting>;
    case Op::BecomeCreature:
    case Op::BecomeTypes:
    case Op::LoseAllAbilities:
    case Op::SetBasePT:
    case Op::GrantKeywords:
    case Op::Pump:
    case Op::GrantAbility: return kParamsIndex<Effect::Characteristics>;
    case Op::GainControl:
    case Op::AttachChosen: return kParamsIndex<Effect::ControlAttach>;
    case Op::AddMana:
    case Op::PayOptional: return kParamsIndex<Effect::ManaCosts>;
    default: return 0;
  }
}

namespace {

// One mode made of `seq`'s modes in order, their target slots shifted past the ones before.
Mode combined_mode(const Ability& a, const std::vector<int8_t>& seq) {
  Mode all;
  for (int8_t i : seq) {
    const Mode& m = a.modes[static_cast<size_t>(i)];
    int offset = static_cast<int>(all.targets.size());
    all.targets.insert(all.targets.end(), m.targets.begin(), m.targets.end());
    for (Effect e : m.effects) {
      shift_slots(e, offset);
      all.effects.push_back(e);
    }
    all.text += (all.text.empty() ? "" : "; ") + m.text;
  }
  return all;
}

// 700.2d "You may choose the same mode more than once": every nondecreasing sequence of 1 to
// max_modes modes (printed order, the order they are performed in, ruling DMU-R-0450).
void build_mode_sequences(Ability& a) {
  std::vector<std::vector<int8_t>> layer = {{}};
  for (int len = 1; len <= a.max_modes; ++len) {
    std::vector<std::vector<int8_t>> next;
    for (const auto& seq : layer)
      for (int m = seq.empty() ? 0 : seq.back(); m < static_cast<int>(a.modes.size()); ++m) {
        next.push_back(seq);
        next.back().push_back(static_cast<int8_t>(m));
      }
    for (const auto& seq : next) {
      a.mode_seqs.push_back(seq);
      a.mode_sets.push_back(combined_mode(a, seq));
    }
    layer = std::move(next);
  }
  if (a.mode_sets.size() > 255) throw std::logic_error("too many mode sequences");
}

}  // namespace

// 700.2d, 608.2c: each nonempty set of the modes of a "choose one or more" ability as one mode,
// the chosen modes' targets and effects in printed order.
void build_mode_sets(Ability& a) {
  if (a.max_modes <= 1) return;
  if (a.repeat_modes) return build_mode_sequences(a);
  if (a.modes.size() > 7) throw std::logic_error("too many modes for mode sets");
  unsigned sets = 1u << a.modes.size();
  for (unsigned set = 1; set < sets; ++set) {
    std::vector<int8_t> chosen;
    for (size_t i = 0; i < a.modes.size(); ++i)
      if (set >> i & 1) chosen.push_back(static_cast<int8_t>(i));
    a.mode_sets.push_back(combined_mode(a, chosen));
  }
}

// 712.5: the meld pairs, each two front faces and their combined back face.
struct MeldPair {
  const char *a, *b, *result;
};
constexpr MeldPair kMeldPairs[] = {
    {"Midnight Scavengers", "Graf Rats", "Chittering Host"},
    {"Hanweir Garrison", "Hanweir Battlements", "Hanweir, the Writhing Township"},
    {"Bruna, the Fading Light", "Gisela, the Broken Blade", "Brisela, Voice of Nightmares"},
    {"Phyrexian Dragon Engine", "Mishra, Claimed by Gix", "Mishra, Lost to Phyrexia"},
    {"The Mightstone and Weakstone", "Urza, Lord Protector", "Urza, Planeswalker"},
    {"Argoth, Sanctum of Nature", "Titania, Voice of Gaea", "Titania, Gaea Incarnate"},
    {"Fang, Fearless l'Cie", "Vanille, Cheerful l'Cie", "Ragnarok, Divine Deliverance"},
};

}  // namespace

bool params_fit(const Effect& e) {
  return e.params.index() == 0 || e.params.index() == params_index(e.op);
}

namespace {

// What is wrong with an effect of card `c` (its parameters, an ability it names), or null.
const char* effect_misfit(const CardDef& c, const Effect& e) {
  if (!params_fit(e)) return ": an effect with the parameters of another op";
  if (e.op == Op::GrantAbility && (e.a.n < 0 || static_cast<size_t>(e.a.n) >= c.abilities.size()))
    return ": GrantAbility names no ability of the card";
  return nullptr;
}

}  // namespace

void CardDb::link_meld_pairs() {
  for (const MeldPair& m : kMeldPairs) {
    CardId a = find(m.a), b = find(m.b), r = find(m.result);
    if (a == kNoCard || b == kNoCard || r == kNoCard) continue;  // not in the embedded sets
    auto& ca = cards_[static_cast<size_t>(a)];
    auto& cb = cards_[static_cast<size_t>(b)];
    auto& cr = cards_[static_cast<size_t>(r)];
    ca.meld_partner = b, cb.meld_partner = a;
    ca.meld_result = cb.meld_result = r;
    cr.melded_from = {a, b};
    if (ca.implemented != cb.implemented || ca.implemented != cr.implemented)
      throw std::logic_error("card scripts must cover the whole meld pair of " + cr.name);
  }
}

bool CardDef::has_subtype(std::string_view s) const {
  return std::find(subtypes.begin(), subtypes.end(), s) != subtypes.end();
}

bool parse_type_line(std::string_view line, CardDef& out) {
  static constexpr std::string_view kDash = "\xE2\x80\x94";  // em dash
  std::string_view left = line, right;
  if (auto pos = line.find(kDash); pos != std::string_view::npos) {
    left = line.substr(0, pos);
    right = line.substr(pos + kDash.size());
  }
  auto words = [](std::string_view s) {
    std::vector<std::string> w;
    size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && s[i] == ' ') ++i;
      size_t j = i;
      while (j < s.size() && s[j] != ' ') ++j;
      if (j > i) w.emplace_back(s.substr(i, j - i));
      i = j;
    }
    return w;
  };
  static const std::pair<const char*, TypeMask> kTypes[] = {
      {"Artifact", TArtifact}, {"Creature", TCreature}, {"Enchantment", TEnchantment},
      {"Instant", TInstant},   {"Land", TLand},         {"Planeswalker", TPlaneswalker},
      {"Sorcery", TSorcery},   {"Battle", TBattle},     {"Kindred", TKindred}};
  static const std::pair<const char*, uint8_t> kSuper[] = {
      {"Legendary", SLegendary}, {"Basic", SBasic}, {"Snow", SSnow}, {"World", SWorld}};
  for (const auto& w : words(left)) {
    bool known = false;
    for (auto [n, t] : kTypes)
      if (w == n) out.types |= t, known = true;
    for (auto [n, s] : kSuper)
      if (w == n) out.supertypes |= s, known = true;
    if (!known) return false;
  }
  out.subtypes = words(right);
  return out.types != 0;
}

namespace {

// 601.2d: each target of a division gets at least one: a constant no smaller than the most
// targets, or a number that also bounds the targets: the source's power (Orca, Siege Demon) or
// its counters of the kind counted ("distribute X counters ..., where X is the number of
// counters on <it>": Quirion Beastcaller).
bool division_fits(const Effect& e, const TargetSpec& t) {
  if (e.a.kind == Value::SourcePower) return t.max_is_source_power;
  if (e.a.kind == Value::SourceCounters)
    return t.max_is_source_counters && e.a.n == static_cast<int>(t.max_counter);
  return e.a.kind == Value::Const && t.max <= e.a.n && e.a.n <= 127;
}

// Which other objects and events a card's static abilities affect: the engine looks for them
// only on the permanents whose cards say so (CardDef::affects_others, sets_land_type,
// modifies_events).
void note_static_effects(CardDef& c) {
  for (const auto& a : c.abilities)
    c.affects_others |=
        a.kind == AbilityKind::Static &&
        (a.stat.kind == StaticKind::Anthem || a.stat.kind == StaticKind::EnchantedGets ||
         a.stat.kind == StaticKind::CreatureWithCounters ||
         a.stat.kind == StaticKind::CreaturesWithKeywordsGet ||
         a.stat.kind == StaticKind::OpponentsPlayWithHandsRevealed ||
         a.stat.kind == StaticKind::EquippedBasePTIsLife ||
         a.stat.kind == StaticKind::EquippedBasePT ||
         a.stat.kind == StaticKind::EquippedCantBeBlockedByPowerAtMost ||
         a.stat.kind == StaticKind::EnchantedIsBasicLand ||
         a.stat.kind == StaticKind::EnchantedCantAttackOrBlock ||
         a.stat.kind == StaticKind::EnchantedCantBeBlocked ||
         a.stat.kind == StaticKind::CreaturesCantBlock ||
         a.stat.kind == StaticKind::NonbasicLandsDontUntap ||
         a.stat.kind == StaticKind::EnchantedDoesntUntap ||
         a.stat.kind == StaticKind::EnchantedCantActivate ||
         a.stat.kind == StaticKind::OneSpellPerTurn ||
         a.stat.kind == StaticKind::CreaturesAreColor ||
         a.stat.kind == StaticKind::NotCreatureBelowDevotion ||
         a.stat.kind == StaticKind::NotCreatureBelowGraveyardCards ||
         a.stat.kind == StaticKind::EquippedGrantsCommanderAnthem ||
         a.stat.kind == StaticKind::UntapSubtypeDuringOthersUntap ||
         a.stat.kind == StaticKind::NoAbilitiesUnblockableByAbilities ||
         a.stat.kind == StaticKind::EnchantedBecomes ||
         a.stat.kind == StaticKind::EnchantedIsGoaded ||
         a.stat.kind == StaticKind::EnchantedLosesAllAbilities ||
         a.stat.kind ==
             StaticKind::ArtifactCreaturesAndSubtypeGetPerCount);  // not the counters-only path
  for (const auto& a : c.abilities)  // a count read whenever needed (611.3a; Cid)
    c.reads_context |= a.kind == AbilityKind::Static &&
                       a.stat.kind == StaticKind::ArtifactCreaturesAndSubtypeGetPerCount;
  for (const auto& a : c.abilities)
    c.removes_abilities |=
        a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedLosesAllAbilities;
  for (const auto& a : c.abilities)
    c.sets_land_type |=
        a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedIsBasicLand;
  for (const auto& a : c.abilities)
    c.modifies_events |= a.kind == AbilityKind::Static &&
                         (a.stat.kind == StaticKind::DoubleCountersOnYourCreatures ||
                          a.stat.kind == StaticKind::DoubleLifeYouGain ||
                          a.stat.kind == StaticKind::GainLifePlusOne ||
                          a.stat.kind == StaticKind::OpponentsMillMore ||
                          a.stat.kind == StaticKind::EquippedTriggersAgain ||
                          a.stat.kind == StaticKind::DoubleCountersOnYourPermanents ||
                          a.stat.kind == StaticKind::DoubleTokensYouCreate ||
                          a.stat.kind == StaticKind::CreatureTokensPlusSoldier ||
                          a.stat.kind == StaticKind::TokensPlusFrog ||
                          a.stat.kind == StaticKind::LandsYouControlEnterUntapped ||
                          a.stat.kind == StaticKind::PlusOneCountersOneMore ||
                          a.stat.kind == StaticKind::PreventOneDamageToYou ||
                          a.stat.kind == StaticKind::DoubleDamageFromYourWizards ||
                          a.stat.kind == StaticKind::NoncombatDamagePlusOne ||
                          a.stat.kind == StaticKind::RedSpellDamagePlusOne ||
                          a.stat.kind == StaticKind::PreventDamageToYouFromOthers ||
                          a.stat.kind == StaticKind::OthersEnterWithCounter ||
                          a.stat.kind == StaticKind::DamageCantReduceYourLifeBelowOne ||
                          a.stat.kind == StaticKind::DamageToYouDealtToEnchanted ||
                          a.stat.kind == StaticKind::EquippedDyingTriggersAgain ||
                          a.stat.kind == StaticKind::DamageToYouAndOthersDealtToThis);
  for (const auto& a : c.abilities) {
    c.block_requirement |= a.kind == AbilityKind::Static &&
                           a.stat.kind == StaticKind::EquippedMustBeBlockedWhileAttacking;
    c.keeps_damage |=
        a.kind == AbilityKind::Static && a.stat.kind == StaticKind::DamageNotRemovedInCleanup;
  }
}

// 116.2h, 702.143a: a card with foretell gets the special action "pay {2} and exile this card
// from your hand face down", offered at priority as an ability that functions in the hand.
void add_foretell_action(CardDef& c) {
  bool foretell = false;
  for (const auto& a : c.abilities) foretell |= a.kind == AbilityKind::Foretell;
  if (!foretell) return;
  Ability action;
  action.kind = AbilityKind::Activated;
  action.from_hand = true;
  action.foretell_action = true;
  ManaCost::parse("{2}", action.cost.mana);
  action.text = "Foretell: pay {2}, exile this card from your hand face down (116.2h)";
  c.abilities.push_back(std::move(action));
}

// The mana abilities the payment counts apart make one mana of one of their colors, with no
// rider: one with a generic mana cost (605.1a; collect_costly(), payment.cpp) and one another
// permanent is tapped for (ManaGrant; for_each_extra_mana_ability()).
void check_mana_ability(const CardDef& c, const Ability& a) {
  // (A mana ability gained from an effect is activated at priority only: mana_choice.cpp.)
  bool costly = !a.cost.mana.empty(),
       granted = a.mana_grant == ManaGrant::Granted || a.mana_grant == ManaGrant::TapOther;
  if (!costly && !granted) return;
  bool plain = a.mana_amount == 1 && !a.mana_per_matching && also_kinds(a) == 0 &&
               a.mana_damage == 0 && a.mana_counters == 0 && !a.artifact_spells_only &&
               !a.artifact_source_only && a.spend_only == SpendOnly::Anything && a.cost.life == 0 &&
               !a.cost.sacrifice_self && !a.cost.exile_self;
  if (costly && (!plain || granted || a.cost.mana.generic <= 0 ||
                 a.cost.mana.mana_value(0) != a.cost.mana.generic))
    throw std::logic_error(c.name + ": a mana ability with a mana cost makes one mana");
  bool tap_other = a.mana_grant == ManaGrant::TapOther;
  if (granted && (!plain || a.cost.tap == tap_other || (tap_other && a.cost.tap_count != 1)))
    throw std::logic_error(c.name + ": a mana ability for another permanent makes one mana");
}

// A characteristic-defining ability setting power or toughness (604.3), read in every zone.
bool defines_power_or_toughness(StaticKind k) {
  return k == StaticKind::PowerIsCreaturesYouControl ||
         k == StaticKind::PTIsCreatureCardsInYourGraveyard ||
         k == StaticKind::PowerIsCardsInYourGraveyard ||
         k == StaticKind::PTIsGreatestManaValueInYourGraveyard || k == StaticKind::PTIsDomain ||
         k == StaticKind::PTIsYourLife || k == StaticKind::PTIsPermanentsYouControl ||
         k == StaticKind::PowerIsPermanentCardsInYourGraveyard ||
         k == StaticKind::ToughnessIsSubtypeYouControl;
}

// Static abilities giving permanents activated abilities (613.1f) and draw replacements that ask
// (614.11): the flags GameState::activated_grant_sources and draw_replacers count. A granted
// ability must name (`linked`) an Activated ability of the card marked `granted`.
void note_granting_ability(CardDef& c, const Ability& a) {
  if (a.kind != AbilityKind::Static) return;
  bool gives = a.stat.kind == StaticKind::AttachedHasActivatedAbility ||
               a.stat.kind == StaticKind::YoursHaveActivatedAbility;
  c.grants_activated |= gives || a.stat.kind == StaticKind::HasActivatedAbilitiesOfYours;
  c.replaces_draws |= a.stat.kind == StaticKind::MayRevealInsteadOfDraw;
  if (gives && (a.linked < 0 || static_cast<size_t>(a.linked) >= c.abilities.size() ||
                c.abilities[static_cast<size_t>(a.linked)].kind != AbilityKind::Activated ||
                !c.abilities[static_cast<size_t>(a.linked)].granted))
    throw std::logic_error(c.name + ": a granted activated ability must name one (linked)");
}

// CardDef::mana_of_choice: a color or basic land type chosen as it enters picks its mana ability.
bool mana_by_choice(const CardDef& c) {
  for (const Ability& a : c.abilities)
    if (a.kind == AbilityKind::NameAsEnters &&
        (a.enter_choice == EnterChoice::Color || a.enter_choice == EnterChoice::BasicLandType))
      return c.has_mana_ability;
  return false;
}

// The flags the payment reads of a card's mana abilities (605) and of what changes the mana
// permanents make (106.12): has_mana_ability, grants_mana, mana_events.
void note_mana_ability(CardDef& c, const Ability& a) {
  // A mana ability another permanent is tapped for isn't this one's own to activate
  c.has_mana_ability |= a.kind == AbilityKind::Mana && a.mana_grant == ManaGrant::None;
  c.grants_mana |=
      a.kind == AbilityKind::Mana &&
      (a.mana_grant != ManaGrant::None || !a.cost.mana.empty() || a.cost.chooses_objects());
  const bool st = a.kind == AbilityKind::Static;
  c.mana_events |= (st && (a.stat.kind == StaticKind::TappedForManaTriples ||
                           a.stat.kind == StaticKind::LandsTappedForManaProduceBlack)) ||
                   (a.kind == AbilityKind::Triggered && a.trigger.event == Event::TappedForMana);
}

// An effect of `a` counts the players dealt combat damage this turn (GameState::damage_record).
bool counts_players_dealt_combat_damage(const Ability& a) {
  for (const Mode& m : a.modes)
    for (const Effect& e : m.effects)
      if (e.a.kind == Value::OpponentsDealtCombatDamageBySourceOrDragon) return true;
  return false;
}

// 601.2b: Phyrexian symbols are announced for a spell's mana cost only.
void reject_phyrexian_ability_costs(const std::vector<CardDef>& cards) {
  for (const auto& c : cards)
    for (const auto& a : c.abilities) {
      bool phyrexian = a.cost.mana.phyrexian[0] != 0;
      for (const auto& m : a.modes) phyrexian |= m.additional.phyrexian[0] != 0;
      if (phyrexian) throw std::logic_error(c.name + ": Phyrexian mana in an ability's cost");
    }
}

}  // namespace

CardDb::CardDb() {
  for (const auto& set : kEmbeddedSets)
    for (std::string_view line : nonempty_lines(set.jsonl)) {
      auto j = nlohmann::json::parse(line);
      std::string full = j.at("name").get<std::string>();
      if (CardId first = find(full); first != kNoCard) {  // reprints: first printing wins
        reprints_.push_back({j.at("set").get<std::string>(), first});
        continue;
      }
      bool two_faces = j.contains("faces") && j["faces"].is_array() && j["faces"].size() == 2;
      std::string layout = j.value("layout", std::string());
      bool transform = layout == "transform" && two_faces;
      bool adventurer = layout == "adventure" && two_faces;
      const auto& face = j.contains("faces") && j["faces"].is_array() ? j["faces"][0] : j;
      CardDef c = make_face(face, j.at("set").get<std::string>());
      // Other cards with several faces keep their full name; an adventurer card's name is its
      // main name (715.4).
      if (!transform && !adventurer) c.name = full;
      if (j.contains("alt_name") && j["alt_name"].is_string()) {  // 201.6
        alt_names_.push_back({c.name, j["alt_name"].get<std::string>()});
        c.oracle = with_oracle_name(c.oracle, alt_names_.back().second, c.name);
      }
      c.id = static_cast<CardId>(cards_.size());
      by_name_[lower(full)] = c.id;
      by_name_[lower(c.name)] = c.id;
      cards_.push_back(std::move(c));
      if (transform) {  // 712.2: the back face, its own set of characteristics
        CardDef& front = cards_.back();
        CardDef b = make_face(j["faces"][1], front.set);
        b.front = front.id;
        // 712.8e: the data has few color indicators; a back face without a mana cost or one
        // takes its front face's colors, which is the color indicator of every transforming
        // card implemented (a card script may set another).
        if (!b.cost.present && !j["faces"][1].contains("color_indicator")) b.colors = front.colors;
        b.id = static_cast<CardId>(cards_.size());
        front.back = b.id;
        by_name_[lower(b.name)] = b.id;
        cards_.push_back(std::move(b));
      }
      if (adventurer) {  // 715.2: the Adventure, an alternative set of characteristics
        CardDef& main = cards_.back();
        CardDef a = make_face(j["faces"][1], main.set);
        a.adventurer = main.id;
        a.id = static_cast<CardId>(cards_.size());
        main.adventure = a.id;
        by_name_[lower(a.name)] = a.id;
        cards_.push_back(std::move(a));
      }
    }
  for (const auto& s : all_card_scripts()) {
    CardId id = find(s.name);
    if (id == kNoCard)
      throw std::logic_error(std::string("card script for unknown card: ") + s.name);
    if (cards_[static_cast<size_t>(id)].implemented)  // two scripts would add abilities twice
      throw std::logic_error(std::string("two card scripts for ") + s.name);
    s.build(cards_[static_cast<size_t>(id)]);
    cards_[static_cast<size_t>(id)].implemented = true;
  }
  for (const auto& c : cards_)  // a transforming card is implemented with both its faces
    if (c.back != kNoCard && c.implemented != cards_[static_cast<size_t>(c.back)].implemented)
      throw std::logic_error("card scripts must cover both faces of " + c.name);
  for (const auto& c : cards_)  // an adventurer card is implemented with its Adventure
    if (c.adventure != kNoCard &&
        c.implemented != cards_[static_cast<size_t>(c.adventure)].implemented)
      throw std::logic_error("card scripts must cover the Adventure of " + c.name);
  link_meld_pairs();
  for (const auto& t : all_token_scripts()) {
    CardDef c;
    c.name = t.name;
    c.token = true;
    c.implemented = true;
    c.set = "TOKEN";
    t.build(c);
    if (auto it = by_name_.find(lower(c.name));
        it != by_name_.end() && cards_[static_cast<size_t>(it->second)].token)
      throw std::logic_error("two token scripts for " + c.name);
    c.id = static_cast<CardId>(cards_.size());
    by_name_[lower(c.name)] = c.id;
    cards_.push_back(std::move(c));
  }
  for (auto& c : cards_) {
    c.mana_value = static_cast<int16_t>(c.cost.mana_value());
    if (c.is_back_face())  // 712.8e: the front face's mana value
      c.mana_value = static_cast<int16_t>(cards_[static_cast<size_t>(c.front)].cost.mana_value());
    c.saga = c.has_subtype("Saga");
    for (const auto& a : c.abilities) c.replaces_dies |= a.kind == AbilityKind::ReplaceDies;
    c.aura = c.has_subtype("Aura");
    c.equipment = c.has_subtype("Equipment");
    note_static_effects(c);
    add_foretell_action(c);
    for (const auto& a : c.abilities) {
      c.cda_power |= a.kind == AbilityKind::Static && defines_power_or_toughness(a.stat.kind);
      c.turn_keywords |= a.kind == AbilityKind::Static &&
                         (a.stat.kind == StaticKind::KeywordsDuringYourTurn ||
                          a.stat.kind == StaticKind::KeywordsIfNoncreatureSpellsCast);
      // its types read devotion (700.5) or its counters
      c.conditional_types |= a.kind == AbilityKind::Static &&
                             (a.stat.kind == StaticKind::NotCreatureBelowDevotion ||
                              a.stat.kind == StaticKind::NotCreatureBelowGraveyardCards ||
                              a.stat.kind == StaticKind::CreatureWithCounters);
      c.reads_context |=
          c.cda_power || c.turn_keywords || c.conditional_types ||
          (a.kind == AbilityKind::Static &&
           (a.stat.your_turn_only || a.stat.entered_this_turn_only || a.stat.per_matching ||
            a.stat.at_least > 0 || a.stat.kind == StaticKind::EquippedBasePTIsLife));
      if (a.kind == AbilityKind::Triggered)
        c.trigger_events |= uint64_t{1} << static_cast<unsigned>(a.trigger.event);
      if (a.kind == AbilityKind::Static &&
          (a.stat.kind == StaticKind::EquippedHasAbility ||
           a.stat.kind == StaticKind::CreaturesYouControlHaveAbility)) {
        // The source is looked at for the events of the ability it grants (check_source()).
        c.grants_triggers = true;
        c.trigger_events |= uint64_t{1} << static_cast<unsigned>(
                                c.abilities.at(static_cast<size_t>(a.linked)).trigger.event);
      }
      // An ability the card only gives others (613.1f) isn't one its own permanent activates
      c.has_activated |= a.kind == AbilityKind::Activated && !a.granted;
      c.records_damage |= (a.kind == AbilityKind::Triggered && a.trigger.damaged_by_attached) ||
                          counts_players_dealt_combat_damage(a);
      c.greater_partner |= a.kind == AbilityKind::Static &&
                           a.stat.kind == StaticKind::AttacksAndBlocksOnlyWithGreaterPower;
      note_mana_ability(c, a);
      c.target_cost_reduction |= a.kind == AbilityKind::CostReduction && a.if_targets;
      c.modifies_costs |= a.kind == AbilityKind::Static &&
                          (a.stat.kind == StaticKind::SpellsCostLess ||
                           a.stat.kind == StaticKind::CyclingCostsLess ||
                           a.stat.kind == StaticKind::OptionalLifeCostReducesPip ||
                           a.stat.kind == StaticKind::NamedSpellsCostMore ||
                           a.stat.kind == StaticKind::NamedAbilitiesCostMore ||
                           a.stat.kind == StaticKind::MulticoloredSpellsHaveConvoke ||
                           a.stat.kind == StaticKind::EquipTargetingThisCostsLess);
      c.names_as_enters |= a.kind == AbilityKind::NameAsEnters;
      c.graveyard_permission |= a.kind == AbilityKind::Static &&
                                (a.stat.kind == StaticKind::OncePerTurnFromGraveyard ||
                                 a.stat.kind == StaticKind::PlayFromGraveyardDuringYourTurn ||
                                 a.stat.kind == StaticKind::CastFromGraveyardPayingLife);
      c.exiles_graveyard_bound |=
          a.kind == AbilityKind::Static && a.stat.kind == StaticKind::YourGraveyardToExile;
      c.exiled_unless_cast_with_mana |=
          a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ExiledUnlessCastWithMana;
      c.enters_as_copy |= a.kind == AbilityKind::EntersAsCopy;
      c.has_from_hand |= a.from_hand;
      c.has_from_graveyard |= a.from_graveyard;
      c.has_alt_cost |= a.kind == AbilityKind::AltCostFromGraveyard;
      c.has_spectacle |= a.kind == AbilityKind::Spectacle;
      c.has_dash_blitz |= a.kind == AbilityKind::Dash || a.kind == AbilityKind::Blitz;
      c.subtype_protection |=
          a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ProtectionFromSubtype;
      c.instant_speed |= a.kind == AbilityKind::FlashIfXAtMost;
      c.grants_flash |=
          a.kind == AbilityKind::Static && a.stat.kind == StaticKind::CastAsThoughFlash;
      bool st = a.kind == AbilityKind::Static;
      c.top_of_library |= st && (a.stat.kind == StaticKind::LookAtTopOfLibrary ||
                                 a.stat.kind == StaticKind::PlayFromTopOfLibrary);
      c.enter_triggers_again |= st && a.stat.kind == StaticKind::EnterTriggersAgain;
      c.locks_activations |= st && a.stat.kind == StaticKind::EnchantedCantActivate;
      c.extra_land_play |= st && a.stat.kind == StaticKind::AdditionalLandPlay;
      c.may_stay_tapped |= st && a.stat.kind == StaticKind::MayChooseNotToUntap;
      note_granting_ability(c, a);
    }
    c.mana_of_choice = mana_by_choice(c);
    for (size_t i = 0; i < c.abilities.size(); ++i) {
      Ability& a = c.abilities[i];
      if (a.kind != AbilityKind::Mana) continue;
      // A mana ability adding only fixed mana (mana_amount 0) has no kind to choose.
      a.unit_kinds = a.mana_amount > 0 || a.mana_per_matching ? mana_kinds_of(a.mana_colors) : 0;
      check_mana_ability(c, a);
      // Only the chosen one of a mana_of_choice card's abilities is ever there to activate.
      if (a.mana_grant != ManaGrant::None || c.mana_of_choice) continue;
      for (size_t j = i + 1; j < c.abilities.size(); ++j)
        if (c.abilities[j].kind == AbilityKind::Mana && c.abilities[j].cost.mana.empty() &&
            c.abilities[j].mana_grant == ManaGrant::None)
          a.unit_kinds |= mana_kinds_of(c.abilities[j].mana_colors);
    }
    c.instant_speed |= c.is(TInstant) || (c.keywords & KFlash);
    c.sba_subject = c.is(TCreature | TPlaneswalker) || c.aura || c.equipment || c.saga;
    c.printed_assassin = c.has_subtype("Assassin");
    c.printed = Chars{c.types,     c.supertypes, c.colors,     c.power,
                      c.toughness, c.keywords,   c.mana_value, c.protection};
  }
  for (auto& c : cards_)
    for (auto& a : c.abilities)
      for (auto& m : a.modes)
        for (auto& e : m.effects)
          if (const char* why = effect_misfit(c, e)) {
            throw std::logic_error(c.name + why);
          } else if (e.distribute) {  // 601.2d: a number divided among the slot's targets
            if (!division_fits(e, m.targets.at(static_cast<size_t>(e.slot))))
              throw std::logic_error(c.name + ": a division the targets can't share");
          } else if (e.token) {
            e.token_id = find(e.token);
            if (e.token_id == kNoCard)
              throw std::logic_error(c.name + " creates an unknown token: " + e.token);
          }
  reject_phyrexian_ability_costs(cards_);
  for (auto& c : cards_)
    for (auto& a : c.abilities) build_mode_sets(a);
  g_card_defs = cards_.data();  // immutable from here on
}

std::vector<std::string> card_set_codes() {
  std::vector<std::string> out;
  for (const EmbeddedSet& s : kEmbeddedSets) out.emplace_back(s.code);
  return out;
}

std::vector<CardId> CardDb::cards_of_set(std::string_view set) const {
  std::vector<CardId> out;
  for (const CardDef& c : cards_)
    if (c.set == set) out.push_back(c.id);
  for (const auto& [code, id] : reprints_)  // once each: a set may print a card twice (basics)
    if (code == set && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  return out;
}

std::string CardDb::alt_name(std::string_view name) const {
  for (const auto& [card, alt] : alt_names_)
    if (card == name) return alt;
  return {};
}

CardId CardDb::find(std::string_view name) const {
  auto it = by_name_.find(lower(name));
  return it == by_name_.end() ? kNoCard : it->second;
}

}  // namespace lore
