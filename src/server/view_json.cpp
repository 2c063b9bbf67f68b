#include "server/view_json.h"

#include <fmt/format.h>

#include "engine/describe.h"
#include "engine/engine.h"
#include "engine/log_view.h"

namespace lore::server {

using nlohmann::json;

namespace {

json type_names(TypeMask t) {
  static constexpr std::pair<TypeMask, const char*> kNames[] = {
      {TArtifact, "artifact"}, {TCreature, "creature"}, {TEnchantment, "enchantment"},
      {TInstant, "instant"},   {TLand, "land"},         {TPlaneswalker, "planeswalker"},
      {TSorcery, "sorcery"},   {TBattle, "battle"}};
  json out = json::array();
  for (auto [bit, name] : kNames)
    if (t & bit) out.push_back(name);
  return out;
}

// A card the viewer may see: its printed words, and on the battlefield its state now.
json card_json(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  const CardDef& d = card_def(o.card);
  json c = {{"id", id},
            {"name", d.name},
            {"cost", d.cost.str()},
            {"type", d.type_line},
            {"text", d.oracle},
            {"owner", o.owner},
            {"controller", o.controller},
            {"zone", zone_name(o.zone)}};
  if (o.token) c["token"] = true;
  if (d.is_back_face()) c["back_face"] = true;  // 712.8d
  if (o.zone != Zone::Battlefield) {
    c["types"] = type_names(d.types);
    if (d.types & TCreature) c["pt"] = d.power_text + "/" + d.toughness_text;
    if (d.types & TPlaneswalker) c["loyalty"] = d.loyalty_text;
    return c;
  }
  Chars ch = chars(st, id);
  c["types"] = type_names(ch.types);
  if (ch.types & TCreature) {
    c["pt"] = fmt::format("{}/{}", ch.power, ch.toughness);
    if (o.sick) c["sick"] = true;  // 302.6
  }
  if (o.tapped) c["tapped"] = true;
  if (o.damage) c["damage"] = o.damage;
  if (o.attacking) c["attacking"] = true;
  if (o.blocking != kNoObj) c["blocking"] = o.blocking;
  if (o.attached_to != kNoObj) c["attached_to"] = o.attached_to;
  json counters = json::object();
  for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
    if (int n = o.counters[static_cast<size_t>(k)])
      counters[counter_name(static_cast<Counter>(k))] = n;
  if (!counters.empty()) c["counters"] = counters;
  if (d.saga) {  // 714.2d: the chapters, and the one its lore counters reached
    c["chapters"] = final_chapter(st, id);
    c["chapter"] = o.count(Counter::Lore);
  }
  return c;
}

json cards_json(const GameState& st, const std::vector<ObjId>& ids) {
  json out = json::array();
  for (ObjId id : ids) out.push_back(card_json(st, id));
  return out;
}

const char* option_kind_name(OptKind k) {
  static constexpr const char* kNames[] = {
      "pass",   "play_land",   "cast",     "activate",   "object",     "player",  "number",
      "yes",    "no",          "color",    "play_first", "draw_first", "keep",    "mulligan",
      "attack", "no_attack",   "block",    "no_block",   "top",        "bottom",  "graveyard",
      "done",   "replacement", "pay_life", "name",       "mana",       "convoke", "stack_ability"};
  static_assert(std::size(kNames) == static_cast<size_t>(OptKind::StackAbility) + 1);
  return kNames[static_cast<size_t>(k)];
}

json target_json(const Target& t) {
  if (t.kind == Target::Player) return {{"player", t.id}};
  if (t.kind == Target::Ability) return {{"stack_item", t.id}};  // 115.2
  return {{"object", t.id}};
}

json stack_json(const GameState& st) {
  json out = json::array();
  for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it) {  // top first
    json s = {{"source", card_json(st, it->obj)}, {"controller", it->controller}};
    if (it->ability) {
      const Ability* a = item_ability(*it);
      std::string text = a && !a->text.empty() ? a->text : "an ability";
      if (a && a->chapter) text = fmt::format("chapter {}: {}", a->chapter, text);  // 714.2b
      s["ability"] = text;
    }
    json targets = json::array();
    for (int i = 0; i < it->ntargets; ++i) targets.push_back(target_json(it->targets[i]));
    s["targets"] = targets;
    if (it->x) s["x"] = it->x;
    out.push_back(s);
  }
  return out;
}

// Whether `viewer` sees the cards of `p`'s hand (their own, or an opponent's they look at).
bool sees_hand(const GameState& st, PlayerId viewer, PlayerId p) {
  return viewer == kNoPlayer || viewer == p || hand_seen_by(st, viewer) == p ||
         hand_revealed(st, p);
}

}  // namespace

json table_json(const GameState& st, PlayerId viewer) {
  json t = {{"turn", st.turn},     {"step", step_name(st.step)},
            {"active", st.active}, {"priority", st.priority},
            {"over", st.over},     {"viewer", viewer == kNoPlayer ? -1 : int{viewer}}};
  if (st.over) t["winner"] = st.winner == kNoPlayer ? -1 : int{st.winner};
  json players = json::array();
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    json j = {{"seat", p},
              {"life", pl.life},
              {"poison", pl.poison},
              {"library", pl.library.size()},
              {"hand_count", pl.hand.size()},
              {"graveyard", cards_json(st, pl.graveyard)},
              {"pool", pl.pool.str()},
              {"lost", pl.lost}};
    if (sees_hand(st, viewer, p)) j["hand"] = cards_json(st, pl.hand);
    // 401.5: the top card of their library, while they may look at it
    if (viewer == p)
      if (ObjId top = top_card_visible(st, p); top != kNoObj) j["top"] = card_json(st, top);
    json field = json::array();
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p) field.push_back(card_json(st, id));
    j["battlefield"] = field;
    players.push_back(j);
  }
  t["players"] = players;
  t["exile"] = cards_json(st, st.exile);
  t["command"] = cards_json(st, st.command);
  t["stack"] = stack_json(st);
  return t;
}

json decision_json(const GameState& st, PlayerId viewer) {
  const Decision& d = st.decision;
  if (!d.pending()) return nullptr;
  json j = {{"kind", decision_kind_name(d.kind)}, {"player", d.player}};
  if (viewer != kNoPlayer && viewer != d.player) return j;  // what they choose is theirs
  // The options are what the engine offers the deciding player, who sees them as they choose
  // (a card searched for in their library, one chosen from a revealed hand, the card scried).
  j["prompt"] = describe_decision(st, d);
  if (d.about != kNoObj) j["about"] = card_json(st, d.about);
  if (d.is_number()) {
    json excluded = json::array();
    for (int i = 0; i < 64 && d.range.lo + i <= d.range.hi; ++i)
      if (d.range.excluded >> i & 1) excluded.push_back(d.range.lo + i);
    j["range"] = {{"lo", d.range.lo},
                  {"hi", d.range.hi},
                  {"excluded", excluded},
                  {"text", describe_range(st, d)}};
    return j;
  }
  json options = json::array();
  for (size_t i = 0; i < d.options.size(); ++i) {
    const Option& o = d.options[i];
    json opt = {{"index", i},
                {"kind", option_kind_name(o.kind)},
                {"n", o.n},
                {"text", describe_option(st, d, o)}};
    if (o.obj != kNoObj) opt["object"] = o.obj;
    if (o.kind == OptKind::Player) opt["player"] = o.n;
    if (o.kind == OptKind::Block) opt["object"] = o.n;  // the attacker it would block
    if (o.kind == OptKind::Attack) {  // what it would attack (508.1b); d.about attacks
      opt.erase("object");
      if (attacks_planeswalker(o.n))
        opt["object"] = attacked_planeswalker(o.n);
      else
        opt["player"] = attacked_player(o.n);
    }
    options.push_back(opt);
  }
  j["options"] = options;
  return j;
}

json log_json(const Log& log, size_t from, PlayerId viewer) {
  json out = json::array();
  for (size_t i = from; i < log.size(); ++i)
    out.push_back(json::parse(render_json_for(log[i], viewer)));
  return out;
}

}  // namespace lore::server
