// Card names (201): the names a player may choose (201.4), the "as enters" choice of one
// (614.1c), and the costs that depend on a chosen name (601.2f, 602.2b).
#include <algorithm>

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

bool needs_name(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  return !o.left && o.zone != Zone::Battlefield && o.named == kNoCard &&
         name_as_enters(card_def(o.card));
}

void ask_card_name(Game& g, ObjId entering, PlayerId chooser) {
  const Ability* a = name_as_enters(def(g.st, entering));
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

void take_card_name(Game& g, ObjId entering, PlayerId chooser, const Option& ans) {
  g.st.obj(entering).named = static_cast<CardId>(ans.n);
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::NameChosen, "201.4");
  e.obj = entering, e.card = g.st.obj(entering).card, e.player = chooser;
  e.card2 = static_cast<CardId>(ans.n);
  g.emit(e);
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
