// Builds the game state a scenario's set-up describes, directly (no shuffles, no mulligans).
#include <fmt/format.h>

#include <algorithm>

#include "engine/card_db.h"
#include "engine/engine.h"
#include "scenario/runner.h"

namespace lore::scn {

namespace {

ObjId place(Run& run, const ZoneSpec& z, const Item& it) {
  GameState& st = run.g.st;
  CardId card = it.transformed ? card_def(it.card).back : it.card;
  ObjId id = new_object(st, card, z.player, z.zone);
  Object& o = st.obj(id);
  const CardDef& d = card_def(card);
  o.token = (d.token && !is_unlisted_card(d)) || it.token;
  // A combined back face (712.4) is a melded permanent unless it is a token copy (is_melded()).
  if (z.zone == Zone::Stack) {
    o.cast_from = Zone::Hand;
  } else if (z.zone == Zone::Battlefield) {
    st.battlefield.push_back(id);
    o.tapped = it.tapped;
    o.sick = it.sick;
    o.controlled_since = moment(st);  // unless told: it came under control as play begins
    if (it.controlled_since >= 0) {
      if (it.controlled_since > st.turn)
        run.fail(it.line, fmt::format("controlled-since:{} is after this turn ({})",
                                      it.controlled_since, st.turn));
      // Since some time during turn N (its main phase, say): summoning sick (302.6) if that is
      // not before its controller's most recent turn began.
      o.controlled_since = moment(it.controlled_since, Step::Main1);
      PlayerId ctrl = it.controller != kNoPlayer ? it.controller : z.player;
      int their_turn = ctrl == st.active ? st.turn : st.turn - 1;
      o.sick = o.sick || it.controlled_since >= their_turn;
    }
    o.damage = static_cast<int16_t>(it.damage);
    if (it.controller != kNoPlayer) o.controller = it.controller;
    for (size_t k = 0; k < it.counters.size(); ++k)
      o.counters[k] = static_cast<int16_t>(it.counters[k]);
    if (d.is(TPlaneswalker) && !it.loyalty_given) o.counter(Counter::Loyalty) = d.loyalty;
  } else {
    zone_list(st, z.player, z.zone).push_back(id);
    // A token that left the battlefield: it ceases to exist at the first state-based action
    // check (704.5d).
    if (o.token) st.tokens_left = true;
  }
  return id;
}

// A spell already on the stack (601.2i), or an ability (`it.source`) of the object `id`
// controlled by `controller`: its mode, X and targets, each target answering the mode's target
// specs in order and checked for legality (601.2c).
void put_on_stack(Run& run, const Item& it, ObjId id, PlayerId controller) {
  GameState& st = run.g.st;
  StackItem item;
  item.obj = id;
  item.controller = controller;
  item.source_card = st.obj(id).card;
  item.x = static_cast<int16_t>(it.x);
  item.id = st.next_timestamp++;
  const CardDef& d = card_def(item.source_card);
  int ability = spell_ability(d);
  if (it.source.kind != Ref::None) {
    item.ability = true;
    ability = it.source.chapter ? chapter_index(item.source_card, it.source.chapter)
                                : stack_ability_index(item.source_card, it.source.ability);
    if (ability < 0)
      run.fail(it.line, fmt::format("{} has no {}", d.name,
                                    it.source.text.substr(0, it.source.text.find(" of "))));
  }
  item.index = static_cast<int8_t>(ability);
  const Mode* mode = nullptr;
  if (ability >= 0) {
    const Ability& ab = d.abilities[static_cast<size_t>(ability)];
    std::vector<int> chosen = it.modes.empty() ? std::vector<int>{it.mode} : it.modes;
    if (static_cast<size_t>(chosen.back()) >= ab.modes.size())
      run.fail(it.line, fmt::format("{} has {} mode(s)", d.name, ab.modes.size()));
    if (chosen.size() > ab.max_modes)
      run.fail(it.line, fmt::format("{} lets {} mode(s) be chosen", d.name, ab.max_modes));
    item.mode = static_cast<int8_t>(chosen.front());
    if (ab.max_modes > 1)  // 700.2d: the chosen modes, in printed order
      for (int m : chosen) item.modes = static_cast<uint8_t>(item.modes | (1u << m));
    mode = item_mode(item);
  } else if (it.mode != 0) {
    run.fail(it.line, fmt::format("{} has no modes", d.name));
  }
  size_t spec = 0;
  int in_spec = 0;
  for (const Ref& r : it.targets) {
    while (mode && spec < mode->targets.size() && in_spec >= mode->targets[spec].max)
      ++spec, in_spec = 0;
    if (!mode || spec >= mode->targets.size() || item.ntargets >= kMaxTargets)
      run.fail(it.line, fmt::format("{} takes no more targets than {}", d.name, item.ntargets));
    Target t = r.kind == Ref::Player ? Target{Target::Player, r.player}
                                     : Target{Target::Object, run.object(r, it.line)};
    if (!legal_target(st, mode->targets[spec], t, item.controller, id, item.x))
      run.fail(it.line, fmt::format("{} is not a legal target for {}", r.text, d.name));
    item.targets[static_cast<size_t>(item.ntargets)] = t;
    item.spec[static_cast<size_t>(item.ntargets++)] = static_cast<int8_t>(spec);
    ++in_spec;
  }
  if (mode)
    for (size_t k = 0; k < mode->targets.size(); ++k) {
      int n = 0;
      for (int i = 0; i < item.ntargets; ++i) n += item.spec[static_cast<size_t>(i)] == int(k);
      if (n < mode->targets[k].min) run.fail(it.line, fmt::format("{} needs more targets", d.name));
    }
  st.stack.push_back(item);
}

// 903.3: the card of `id` is its owner's commander.
void designate_commander(Run& run, const Setup& su, ObjId id, const Item& it) {
  GameState& st = run.g.st;
  if (su.format != Format::Commander)
    run.fail(it.line, "commanders and the command zone need the set-up line 'format commander'");
  Commander c;
  c.obj = id;
  c.card = st.obj(id).card;
  c.owner = st.obj(id).owner;
  c.casts = static_cast<int16_t>(it.casts);
  for (size_t p = 0; p < c.damage.size(); ++p) c.damage[p] = static_cast<int16_t>(it.dealt[p]);
  st.commanders.push_back(c);
}

}  // namespace

// A dump's set-up lines must agree with its exact state block (nothing is silently ignored):
// same turn, step, life, and the same objects in every zone, in order, with the same
// battlefield attributes. Binds the aliases of the set-up lines to the loaded objects.
void check_against_state(Run& run) {
  const Setup& su = run.sc.setup;
  const GameState& st = run.g.st;
  auto fail = [&](int line, const std::string& why) {
    run.fail(line, why +
                       " (the set-up lines must agree with the state block; to change the "
                       "position, delete the state block)");
  };
  const int first = su.state_lines.front().line;
  for (const ZoneSpec& spec : su.zones)
    if (spec.zone == Zone::Stack)
      fail(spec.items.empty() ? first : spec.items.front().line,
           "the stack is given by the state block alone");
  std::vector<std::pair<const Item*, ObjId>> attached;  // checked once every alias is bound
  if (st.turn != su.turn || st.active != su.active || st.step != su.step)
    fail(first, fmt::format("the state block is at turn {}, P{} active, step {}", st.turn,
                            st.active + 1, scn_step_name(st.step)));
  if (st.num_players != su.players)
    fail(first, fmt::format("the state block has {} players", st.num_players));
  if (st.format != su.format)
    fail(first, st.two_headed() ? "the state block is of a 2hg game"
                                : "the state block is not of a 2hg game");
  for (size_t p = 0; p < static_cast<size_t>(su.players); ++p)
    if (st.players[p].life != su.life_of(p) || st.players[p].poison != su.poison[p])
      fail(first, fmt::format("the state block gives P{} {} life and {} poison", p + 1,
                              st.players[p].life, st.players[p].poison));
  for (PlayerId p = 0; p < su.players; ++p)
    for (Zone z : {Zone::Library, Zone::Hand, Zone::Graveyard, Zone::Exile, Zone::Battlefield}) {
      std::vector<ObjId> actual;
      const std::vector<ObjId>& all = z == Zone::Exile         ? st.exile
                                      : z == Zone::Battlefield ? st.battlefield
                                                               : zone_list(run.g.st, p, z);
      for (ObjId id : all)
        if (st.obj(id).owner == p) actual.push_back(id);
      size_t i = 0;
      int line = first;
      for (const ZoneSpec& spec : su.zones) {
        if (spec.player != p || spec.zone != z) continue;
        for (const Item& it : spec.items)
          for (int n = 0; n < it.count; ++n, ++i) {
            line = it.line;
            if (i >= actual.size())
              fail(it.line, fmt::format("P{} {} has only {} objects in the state block", p + 1,
                                        zone_name(z), actual.size()));
            const Object& o = st.obj(actual[i]);
            std::array<int, static_cast<size_t>(Counter::Count)> counters{};
            for (size_t k = 0; k < counters.size(); ++k) counters[k] = o.counters[k];
            bool loyalty_ok = it.loyalty_given || !card_def(o.card).is(TPlaneswalker);
            bool same = o.card == (it.transformed ? card_def(it.card).back : it.card);
            if (z != Zone::Battlefield) same = same && o.token == it.token;  // 704.5d
            if (z == Zone::Battlefield)
              same = same && o.tapped == it.tapped && o.sick == it.sick && o.damage == it.damage &&
                     counters == it.counters && loyalty_ok &&
                     o.controller == (it.controller == kNoPlayer ? p : it.controller) &&
                     (it.attached.empty() == (o.attached_to == kNoObj));
            if (!it.attached.empty()) attached.push_back({&it, o.attached_to});
            if (!same)
              fail(it.line, fmt::format("object {} of P{} {} is '{}' in the state block", i + 1,
                                        p + 1, zone_name(z), dump_item(st, actual[i])));
            if (!it.alias.empty()) run.aliases[it.alias] = actual[i];
          }
      }
      if (i != actual.size())
        fail(line, fmt::format("P{} {} has {} objects in the state block, the set-up lines {}",
                               p + 1, zone_name(z), actual.size(), i));
    }
  for (auto [it, host] : attached)
    if (run.aliases.at(it->attached) != host)
      fail(it->line, fmt::format("{} is attached to another object in the state block",
                                 card_def(it->card).name));
}

void build_state(Run& run) {
  const Setup& su = run.sc.setup;
  GameState& st = run.g.st;
  run.g.auto_single = su.auto_single;
  for (int n : su.random) run.g.forced_random.push_back(n - 1);
  if (!su.state_lines.empty()) {
    std::string error;
    if (!load_state(su.state_lines, run.sc.file, st, error)) throw Failure(error);
    st.chars_changed();
    check_against_state(run);
    if (!st.decision.pending() && !st.over) run.g.advance();
    return;
  }
  if (su.seed >= 0) st.rng.reseed(static_cast<uint64_t>(su.seed));
  st.turn = su.turn;
  st.active = st.priority = st.starting = su.active;
  st.step = su.step;
  st.num_players = static_cast<int8_t>(su.players);
  st.format = su.format;
  for (size_t p = 0; p < static_cast<size_t>(su.players); ++p) {
    st.players[p].life = su.life_of(p);
    st.players[p].poison = static_cast<int16_t>(su.poison[p]);
    // Unless given, the turns each player has taken follow from the turn number, the active
    // player having taken every other turn up to this one (turn 1 included if it's theirs);
    // `step untap` begins this turn, which counts it then.
    const bool active = st.is_active(static_cast<PlayerId>(p));  // 805.4a: both, in 2hg
    int taken = active ? (su.turn + 1) / 2 - (su.step == Step::Untap ? 1 : 0) : su.turn / 2;
    taken = std::max(taken, 0);
    st.players[p].turns_taken =
        static_cast<int16_t>(su.turns_taken[p] >= 0 ? su.turns_taken[p] : taken);
    st.players[p].kept = true;
    // 702.30a: the moments their latest and previous upkeeps began, each player having taken
    // every other turn (the active player's this turn, unless play starts at its untap step).
    int latest = active ? su.turn - (su.step == Step::Untap ? 2 : 0) : su.turn - 1;
    auto upkeep = [](int turn) { return turn < 1 ? -1 : moment(turn, Step::Upkeep); };
    st.players[p].upkeep_began = upkeep(latest);
    st.players[p].last_upkeep_began = upkeep(latest - 2);
  }
  std::vector<std::pair<ObjId, const Item*>> attach, spells;
  std::vector<std::pair<const Item*, PlayerId>> resolved;
  for (const ZoneSpec& z : su.zones)
    for (const Item& it : z.items)
      for (int i = 0; i < it.count; ++i) {
        if (z.resolved) {  // placed once every object the set-up names exists
          resolved.push_back({&it, z.player});
          continue;
        }
        ObjId id = place(run, z, it);
        if (it.commander || z.zone == Zone::Command) designate_commander(run, su, id, it);
        if (!it.alias.empty()) run.aliases[it.alias] = id;
        if (!it.attached.empty()) attach.push_back({id, &it});
        if (z.zone == Zone::Stack) spells.push_back({id, &it});
      }
  for (auto [id, it] : attach) {
    ObjId host = run.aliases.at(it->attached);
    st.obj(id).attached_to = host;  // the parser checked it names another permanent
  }
  // Listed from the top: the last one listed goes on first.
  for (auto it = spells.rbegin(); it != spells.rend(); ++it)
    put_on_stack(run, *it->second, it->first, st.obj(it->first).controller);
  // `resolved:` items go on top, the first listed topmost, so that it resolves first.
  for (auto it = resolved.rbegin(); it != resolved.rend(); ++it) {
    auto [item, player] = *it;
    ObjId id = item->source.kind != Ref::None
                   ? run.object(item->source, item->line)
                   : place(run, ZoneSpec{player, Zone::Stack, {}, true}, *item);
    if (!item->alias.empty()) run.aliases[item->alias] = id;  // a spell: follows its card
    put_on_stack(run, *item, id, player);
  }
  if (su.monarch != kNoPlayer) become_monarch(run.g, su.monarch, "725.1");
  // The untap step starts the turn from its beginning; any other step starts with priority
  // in that step, without its turn-based actions.
  if (su.step == Step::Untap) {
    st.tasks.push_back(Task{TaskKind::Turn});
  } else {
    Task end{TaskKind::Turn};
    end.stage = 1;
    st.tasks.push_back(end);
    if (su.step != Step::Cleanup) st.tasks.push_back(Task{TaskKind::Priority});
  }
  // 608: each `resolved:` item resolves before anything else happens.
  for (size_t i = 0; i < resolved.size(); ++i) st.tasks.push_back(Task{TaskKind::Resolve});
  st.chars_changed();  // the state was written directly
  run.g.advance();
}

}  // namespace lore::scn
