// Card names (201): the names a player may choose (201.4), the "as enters" choice of one
// (614.1c), and the costs that depend on a chosen name (601.2f, 602.2b).
#include <algorithm>
#include <bit>
#include <cctype>
#include <iterator>

#include "engine.h"

namespace lore {

const std::vector<Option>& card_name_options() {
  // Built once: every card definition but tokens' (201.4: a token's name only if a card has it
  // too, ruling DMU-R-0050), so back faces (201.4d), combined back faces (201.4e, ruling
  // FIN-R-0047) and Adventures (201.4f, ruling FIN-R-0060) are there, each name once, sorted.
  static const std::vector<Option> options = [] {
    std::vector<CardId> ids;
    for (const CardDef& d : CardDb::get().all())
      if (!d.token) ids.push_back(d.id);
    auto name = [](CardId id) -> const std::string& { return card_def(id).name; };
    std::stable_sort(ids.begin(), ids.end(), [&](CardId a, CardId b) { return name(a) < name(b); });
    ids.erase(
        std::unique(ids.begin(), ids.end(), [&](CardId a, CardId b) { return name(a) == name(b); }),
        ids.end());
    std::vector<Option> out;
    out.reserve(ids.size());
    for (CardId id : ids) out.push_back({OptKind::Name, kNoObj, id});
    return out;
  }();
  return options;
}

bool same_name(CardId a, CardId b) {
  if (a == kNoCard || b == kNoCard) return false;  // 201.2a: no name is no one's name
  return a == b || card_def(a).name == card_def(b).name;
}

const Ability* name_as_enters(const CardDef& d) {
  return d.names_as_enters ? first_ability(d, AbilityKind::NameAsEnters) : nullptr;
}

namespace {

// The player who will control `entering` as it enters: a spell's controller, the player an
// effect puts it onto the battlefield under, or its owner.
PlayerId entering_controller(const GameState& st, ObjId entering) {
  const Object& o = st.obj(entering);
  if (o.zone == Zone::Stack) return o.controller;
  return st.entering_under != kNoPlayer ? st.entering_under : o.owner;
}

// "Choose another creature you control" (614.1c): the creatures `chooser` controls now, `entering`
// not being one of them (it isn't on the battlefield yet; a creature entering at the same time
// isn't either, ruling DMU-R-0320). A token copy's original is another creature.
std::vector<Option> creature_options(const GameState& st, ObjId entering, PlayerId chooser) {
  std::vector<Option> opts;
  for (ObjId id : st.battlefield)
    if (id != entering && st.obj(id).controller == chooser && is_type(st, id, TCreature))
      opts.push_back({OptKind::Object, id, kEnterChoiceObject});
  return opts;
}

std::vector<Option> type_options(EnterChoice what) {
  std::vector<Option> opts;
  if (what == EnterChoice::BasicLandType) {
    for (int i = 0; i < 5; ++i) opts.push_back({OptKind::Number, kNoObj, kBasicLandTypeCode + i});
  } else {  // 300.1, less creature and land (Stenn)
    for (TypeMask t :
         {TArtifact, TEnchantment, TInstant, TPlaneswalker, TSorcery, TBattle, TKindred})
      opts.push_back({OptKind::Number, kNoObj, std::countr_zero(static_cast<unsigned>(t))});
  }
  return opts;
}

constexpr const char* kTypeWords[] = {"artifact",     "creature", "enchantment", "instant", "land",
                                      "planeswalker", "sorcery",  "battle",      "kindred"};
constexpr const char* kBasicWords[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};

}  // namespace

int chosen_type_code(std::string_view word) {
  auto same = [&](std::string_view w) {
    return w.size() == word.size() &&
           std::equal(w.begin(), w.end(), word.begin(), [](char a, char b) {
             return std::tolower(static_cast<unsigned char>(a)) ==
                    std::tolower(static_cast<unsigned char>(b));
           });
  };
  for (size_t i = 0; i < std::size(kTypeWords); ++i)
    if (same(kTypeWords[i])) return static_cast<int>(i);
  for (size_t i = 0; i < std::size(kBasicWords); ++i)
    if (same(kBasicWords[i])) return kBasicLandTypeCode + static_cast<int>(i);
  return -1;
}

const char* chosen_type_word(int code) {
  if (code >= 0 && code < static_cast<int>(std::size(kTypeWords))) return kTypeWords[code];
  int basic = code - kBasicLandTypeCode;
  if (basic >= 0 && basic < static_cast<int>(std::size(kBasicWords))) return kBasicWords[basic];
  return "?";
}

bool needs_name(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.left || o.zone == Zone::Battlefield) return false;
  const Ability* a = name_as_enters(card_def(o.card));
  if (!a) return false;
  switch (a->enter_choice) {
    case EnterChoice::CardName: return o.named == kNoCard;
    case EnterChoice::AnotherCreatureYouControl:  // nothing to choose: none is chosen
      return o.chosen < 0 && !creature_options(st, id, entering_controller(st, id)).empty();
    default: return o.chosen < 0;
  }
}

namespace {

void ask_enter_choice(Game& g, ObjId entering, PlayerId chooser, bool name_it) {
  const Ability* a = name_as_enters(def(g.st, entering));
  EnterChoice what = a ? a->enter_choice : EnterChoice::CardName;
  if (what == EnterChoice::AnotherCreatureYouControl) {
    ask(g, DecisionKind::ChooseCard, chooser, creature_options(g.st, entering, chooser), entering);
    return;
  }
  // A color or a type: with `name_it`, the options name the entering object, so a land being
  // played (305.1) finds its choice among the priority task's answers.
  const ObjId named_obj = name_it ? entering : kNoObj;
  if (what == EnterChoice::Color) {  // 105.1: one of the five colors
    std::vector<Option> opts;
    for (int k = MW; k <= MG; ++k) opts.push_back({OptKind::Color, named_obj, k});
    ask(g, DecisionKind::ChooseColor, chooser, std::move(opts), entering);
    return;
  }
  if (what != EnterChoice::CardName) {
    std::vector<Option> opts = type_options(what);
    for (Option& o : opts) o.obj = named_obj;
    ask(g, DecisionKind::ChooseType, chooser, std::move(opts), entering);
    return;
  }
  // "Look at an opponent's hand, then choose": the hand is seen as the name is chosen.
  PlayerId seen = a && a->looks_at_opponent_hand ? g.st.first_opponent(chooser) : kNoPlayer;
  if (g.log && seen != kNoPlayer) {
    LogEntry e = entry(g, LogKind::LooksAtHand, "614.1c");
    e.obj = entering, e.card = g.st.obj(entering).card, e.player = chooser, e.amount = seen;
    g.emit(e);
  }
  std::vector<Option> opts = card_name_options();
  ask(g, DecisionKind::ChooseName, chooser, std::move(opts), entering, seen);
}

}  // namespace

void ask_card_name(Game& g, ObjId entering, PlayerId chooser) {
  ask_enter_choice(g, entering, chooser, false);
}

// A land played (305.1): its choice as it enters is answered to the priority task, which knows
// the land by the options' object (declared in priority.cpp).
void ask_played_land_choice(Game& g, ObjId land, PlayerId chooser) {
  ask_enter_choice(g, land, chooser, true);
}

void take_card_name(Game& g, ObjId entering, PlayerId chooser, const Option& ans) {
  Object& o = g.st.obj(entering);
  if (ans.kind != OptKind::Name) {  // a type (its code) or another creature (its id)
    o.chosen = ans.kind == OptKind::Object ? ans.obj : ans.n;
    if (!g.log) return;
    LogEntry e = entry(g, LogKind::NameChosen, "614.1c");
    e.obj = entering, e.card = o.card, e.player = chooser;
    if (ans.kind == OptKind::Object) e.obj2 = ans.obj, e.card2 = g.st.obj(ans.obj).card;
    e.amount = ans.kind == OptKind::Object ? 0 : ans.n;
    e.amount2 = ans.kind == OptKind::Color;  // a color (MW..MG), not a type's code
    g.emit(e);
    return;
  }
  o.named = static_cast<CardId>(ans.n);
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::NameChosen, "201.4");
  e.obj = entering, e.card = o.card, e.player = chooser;
  e.card2 = static_cast<CardId>(ans.n);
  g.emit(e);
}

bool enter_choice_possible(const GameState& st, CardId card, ObjId entering, PlayerId chooser) {
  const Ability* a = name_as_enters(card_def(card));
  if (!a) return false;
  return a->enter_choice != EnterChoice::AnotherCreatureYouControl ||
         !creature_options(st, entering, chooser).empty();
}

int named_spell_cost_increase(const GameState& st, CardId spell, PlayerId caster) {
  int more = 0;
  for (size_t i = 0; st.cost_sources > 0 && i < st.battlefield.size(); ++i) {
    const Object& o = st.obj(st.battlefield[i]);
    if (o.controller == caster || !same_name(o.named, spell)) continue;  // "your opponents"
    for (const Ability& a : abilities_of(st, o.id))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::NamedSpellsCostMore)
        more += a.stat.power;
  }
  return more;
}

int named_ability_cost_increase(const GameState& st, ObjId source, const Ability& ability) {
  // Mana abilities are their own kind (605.1a, ruling DMU-R-0053); triggered abilities have no
  // activation cost (ruling DMU-R-0052).
  if (ability.kind != AbilityKind::Activated) return 0;
  int more = 0;
  CardId name = st.obj(source).card;  // the face that's up, in any zone (ruling DMU-R-0054)
  for (size_t i = 0; st.cost_sources > 0 && i < st.battlefield.size(); ++i) {
    const Object& o = st.obj(st.battlefield[i]);
    if (!same_name(o.named, name)) continue;  // any player's sources
    for (const Ability& a : abilities_of(st, o.id))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::NamedAbilitiesCostMore)
        more += a.stat.power;
  }
  return more;
}

}  // namespace lore
