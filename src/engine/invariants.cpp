// Structural invariants of a game state: every object in exactly one place, no negative
// amounts, a well-formed pending decision. Cheap enough to run after every answer.
#include "invariants.h"

#include <fmt/format.h>

#include <algorithm>

#include "engine.h"

namespace lore {

// sba.cpp: 704.5j would act now (legendary permanents of one controller share a name, and
// neither Mirror Gallery nor Cadric, for tokens, lifts the rule for them).
bool legend_rule_pending(const GameState& st);

namespace {

struct Checker {
  const GameState& st;
  std::vector<int> seen;  // zone lists (or stack items) holding each object
  std::string err;

  bool fail(std::string s) {
    if (err.empty()) err = std::move(s);
    return false;
  }
  bool valid(ObjId id) const { return id >= 0 && static_cast<size_t>(id) < st.objects.size(); }

  bool list(const std::vector<ObjId>& ids, Zone z, PlayerId owner, const char* name) {
    for (ObjId id : ids) {
      if (!valid(id)) return fail(fmt::format("{} holds invalid object {}", name, id));
      const Object& o = st.obj(id);
      if (o.left) return fail(fmt::format("{} holds object {} that left its zone", name, id));
      if (o.zone != z)
        return fail(fmt::format("object {} is in the {} list but its zone is {}", id, name,
                                zone_name(o.zone)));
      if (owner != kNoPlayer && o.owner != owner)
        return fail(fmt::format("object {} in {} is owned by P{}", id, name, o.owner + 1));
      ++seen[static_cast<size_t>(id)];
    }
    return true;
  }

  bool zones() {
    if (const LeftAttackers& l = st.left_attackers; !l.all)  // end_combat() looks at these only
      for (const Object& o : st.objects)
        if (o.left && o.attacking &&
            std::find(l.ids.begin(), l.ids.begin() + l.n, o.id) == l.ids.begin() + l.n)
          return fail(fmt::format("object {} left its zone attacking, unlisted", o.id));
    for (PlayerId p = 0; p < st.num_players; ++p) {
      const Player& pl = st.players[static_cast<size_t>(p)];
      if (!list(pl.library, Zone::Library, p, "library") || !list(pl.hand, Zone::Hand, p, "hand") ||
          !list(pl.graveyard, Zone::Graveyard, p, "graveyard"))
        return false;
      for (int k = 0; k < kManaKinds; ++k)
        if (pl.pool.amount[k] < 0) return fail(fmt::format("P{} has negative mana", p + 1));
      if (p == 0) {
        // count_sources() keeps these counts; recount them from the battlefield.
        GameState counted;
        counted.excepts = st.excepts;  // count_except_sources() reads the objects' excepts
        for (ObjId id : st.battlefield) {
          count_sources(counted, st.obj(id).card, 1);
          count_except_sources(counted, st.obj(id), 1);
        }
        if (counted.top_sources != st.top_sources || counted.enter_doublers != st.enter_doublers)
          return fail("the count of library-top or enter-trigger sources is off");
        if (counted.graveyard_permission_sources != st.graveyard_permission_sources)
          return fail("the count of graveyard permission sources is off");
        if (counted.event_modifiers != st.event_modifiers)
          return fail("the count of permanents modifying events is off");
        if (counted.static_sources != st.static_sources)
          return fail("the count of static-ability sources is off");
        if (counted.activated_sources != st.activated_sources)
          return fail("the count of permanents with activated abilities is off");
        if (counted.legendary_sources != st.legendary_sources ||
            counted.trigger_sources != st.trigger_sources ||
            counted.state_trigger_sources != st.state_trigger_sources ||
            counted.die_replacement_sources != st.die_replacement_sources ||
            counted.aura_sources != st.aura_sources || counted.cost_sources != st.cost_sources ||
            counted.flash_sources != st.flash_sources ||
            counted.land_type_sources != st.land_type_sources ||
            counted.untap_trigger_sources != st.untap_trigger_sources ||
            counted.context_readers != st.context_readers ||
            counted.activation_locks != st.activation_locks ||
            counted.greater_partner_sources != st.greater_partner_sources ||
            counted.damage_recorders != st.damage_recorders ||
            counted.mana_grant_sources != st.mana_grant_sources ||
            counted.activated_grant_sources != st.activated_grant_sources ||
            counted.draw_replacers != st.draw_replacers ||
            counted.graveyard_exilers != st.graveyard_exilers ||
            counted.chosen_mana_sources != st.chosen_mana_sources ||
            counted.ability_removers != st.ability_removers)
          return fail("a count of permanents by ability (count_sources()) is off");
        uint64_t events = 0;  // a remembered union of trigger events must hold them all
        for (ObjId id : st.battlefield) events |= trigger_events_of(st, id);
        if (st.battlefield_events.valid && (events & ~st.battlefield_events.events) != 0)
          return fail("the remembered trigger events of the battlefield miss some");
        int losses = counted.ability_losses;  // the land-type setters (305.7)
        for (const ContinuousEffect& e : st.effects)
          losses += e.loses_abilities + (e.land_type > 0);
        if (losses != st.ability_losses)
          return fail("the count of ability-removing effects and sources is off");
      }
      for (int k = 0; k < kManaKinds; ++k) {
        int held = 0;
        for (int r = 1; r <= kSpendRules; ++r) {
          int n = pl.pool.restricted[static_cast<size_t>((r - 1) * kManaKinds + k)];
          if (n < 0) return fail(fmt::format("P{} has negative restricted mana", p + 1));
          held += n;
        }
        if (k == MC) held += pl.pool.artifact_only + pl.pool.artifact_source_only;
        if (held > pl.pool.amount[static_cast<size_t>(k)])
          return fail(fmt::format("P{} has more restricted mana than mana", p + 1));
      }
      if (pl.pool.artifact_only < 0 || pl.pool.artifact_source_only < 0 ||
          pl.pool.artifact_only + pl.pool.artifact_source_only > pl.pool.amount[MC])
        return fail(fmt::format("P{} has inconsistent restricted mana", p + 1));
      if (pl.poison < 0) return fail(fmt::format("P{} has negative poison counters", p + 1));
      // 810.4, 810.10: teammates' records hold the team's one life total and poison count.
      PlayerId mate = st.teammate(p);
      if (mate != kNoPlayer && (st.players[static_cast<size_t>(mate)].life != pl.life ||
                                st.players[static_cast<size_t>(mate)].poison != pl.poison ||
                                st.players[static_cast<size_t>(mate)].lost != pl.lost))
        return fail(
            fmt::format("P{} and teammate P{} differ in life, poison or loss", p + 1, mate + 1));
    }
    if (st.two_headed() && (st.num_players != 4 || (st.active & 1) != 0))
      return fail("a Two-Headed Giant game has four seats and a team's first seat active");
    for (ObjId id : st.phased_out)
      if (valid(id) && !st.obj(id).phased_out)
        return fail(fmt::format("object {} is in the phased-out list but phased in", id));
    for (ObjId id : st.battlefield) {
      if (valid(id) && st.obj(id).phased_out)
        return fail(fmt::format("phased-out object {} is in the battlefield list", id));
      // A write that changed characteristics without chars_changed() leaves a stale memo.
      if (valid(id) && !chars_memo_valid(st, id))
        return fail(fmt::format("object {} remembers characteristics that changed", id));
    }
    for (const Commander& c : st.commanders)  // 903.3: the designation follows the newest object
      if (c.obj != kNoObj &&
          (!valid(c.obj) || st.obj(c.obj).left || st.obj(c.obj).owner != c.owner))
        return fail(fmt::format("commander object {} is not its card's newest object", c.obj));
    return list(st.battlefield, Zone::Battlefield, kNoPlayer, "battlefield") &&
           list(st.phased_out, Zone::Battlefield, kNoPlayer, "phased-out permanents") &&
           list(st.exile, Zone::Exile, kNoPlayer, "exile") &&
           list(st.command, Zone::Command, kNoPlayer, "command zone");
  }

  bool stack() {
    for (const StackItem& s : st.stack) {
      if (!valid(s.obj)) return fail(fmt::format("stack item refers to invalid object {}", s.obj));
      for (int i = 0; i < s.ntargets; ++i) {
        const Target& t = s.targets[static_cast<size_t>(i)];
        if (t.kind == Target::Object && !valid(t.id))
          return fail(fmt::format("stack item targets invalid object {}", t.id));
      }
      if (s.ability) continue;  // an ability's source may be anywhere, or gone (113.7a)
      const Object& o = st.obj(s.obj);
      if (o.left || o.zone != Zone::Stack)
        return fail(fmt::format("spell {} on the stack is in zone {}", s.obj, zone_name(o.zone)));
      ++seen[static_cast<size_t>(s.obj)];
    }
    return true;
  }

  bool objects() {
    for (size_t i = 0; i < st.objects.size(); ++i) {
      const Object& o = st.objects[i];
      if (o.id != static_cast<ObjId>(i)) return fail(fmt::format("object {} has id {}", i, o.id));
      if (o.damage < 0) return fail(fmt::format("object {} has negative damage", i));
      for (int16_t c : o.counters)
        if (c < 0) return fail(fmt::format("object {} has a negative number of counters", i));
      // A melded permanent (one object, two cards: is_melded()) exists only on the battlefield,
      // as the combined back face (712.4b); each card elsewhere is its own object.
      if (is_melded(o) && !o.left && o.zone != Zone::Battlefield && o.zone != Zone::None)
        return fail(fmt::format("combined back face {} is outside the battlefield", i));
      // A nontoken copy (represented_by) is one only as a permanent spell about to enter or on
      // the battlefield (400.7).
      if (o.represented_by != kNoCard && !o.left &&
          (o.token || (o.zone != Zone::Battlefield && o.zone != Zone::Stack)))
        return fail(fmt::format("object {} ({}) is a nontoken copy there", i, zone_name(o.zone)));
      if (o.left || o.zone == Zone::None) continue;
      if (seen[i] != 1)
        return fail(
            fmt::format("object {} ({}) is in {} zone lists", i, zone_name(o.zone), seen[i]));
    }
    return true;
  }

  bool decision() {
    const Decision& d = st.decision;
    if (!d.pending()) return true;
    const char* kind = decision_kind_name(d.kind);
    if (st.over) return fail(fmt::format("{} decision pending after the game ended", kind));
    // 800.4g-h: a player who left the game makes no choice (another player makes it).
    if (d.player >= 0 && d.player < st.num_players &&
        st.players[static_cast<size_t>(d.player)].left_game)
      return fail(fmt::format("{} decision asked of P{}, who left the game", kind, d.player + 1));
    if (d.is_number()) {
      const NumberRange& r = d.range;
      if (!d.options.empty()) return fail(fmt::format("{} number decision lists options", kind));
      if (r.excluded && r.hi - r.lo >= 64)
        return fail(
            fmt::format("{} number decision excludes values of a range {}..{}", kind, r.lo, r.hi));
      if (r.count() == 0)
        return fail(fmt::format("{} number decision {}..{} has no legal value", kind, r.lo, r.hi));
      return true;
    }
    if (d.options.empty()) return fail(fmt::format("{} decision has no options", kind));
    for (size_t i = 0; i < d.options.size(); ++i)
      for (size_t j = i + 1; j < d.options.size(); ++j)
        if (d.options[i] == d.options[j])
          return fail(fmt::format("{} decision has duplicate options {} and {}", kind, i, j));
    return true;
  }

  // 117.5: a player receives priority only after state-based actions and triggers are done.
  bool settled() {
    if (st.decision.kind != DecisionKind::Priority) return true;
    if (!st.pending.empty()) return fail("priority with triggers waiting to be put on the stack");
    for (PlayerId p = 0; p < st.num_players; ++p) {
      const Player& pl = st.players[static_cast<size_t>(p)];
      if (pl.lost) continue;  // left the game (800.4a)
      if (pl.life <= 0 || pl.poison >= poison_to_lose(st) || pl.drew_from_empty)  // 704.5a-c
        return fail(fmt::format("priority while P{} has {} life, {} poison{}", p + 1, pl.life,
                                pl.poison,
                                pl.drew_from_empty ? ", drew from an empty library" : ""));
    }
    for (ObjId id : st.battlefield) {
      const Object& o = st.obj(id);
      Chars c = chars(st, id);
      // is_type() and has_keyword() read the card when chars() would change nothing but counters:
      // each of its types and keywords, and none other.
      bool agree =
          !is_type(st, id, static_cast<TypeMask>(~c.types)) && !has_keyword(st, id, ~c.keywords);
      for (int b = 0; b < 16; ++b)
        if (c.types >> b & 1) agree &= is_type(st, id, static_cast<TypeMask>(1u << b));
      for (int b = 0; b < 32; ++b)
        if (c.keywords >> b & 1) agree &= has_keyword(st, id, 1u << b);
      if (!agree)
        return fail(
            fmt::format("is_type() or has_keyword() disagrees with chars() on object {}", id));
      if (o.count(Counter::PlusOne) > 0 && o.count(Counter::MinusOne) > 0)
        return fail(fmt::format("priority with +1/+1 and -1/-1 counters on object {}", id));
      if ((c.types & TPlaneswalker) && o.count(Counter::Loyalty) <= 0)
        return fail(fmt::format("priority with planeswalker {} at 0 loyalty (704.5i)", id));
      if (saga_must_be_sacrificed(st, id))
        return fail(fmt::format("priority with Saga {} to be sacrificed (704.5s)", id));
      bool host_here = o.attached_to != kNoObj && !st.obj(o.attached_to).left &&
                       st.obj(o.attached_to).zone == Zone::Battlefield;
      if (def(st, id).aura && !host_here)
        return fail(fmt::format("priority with Aura {} attached to nothing (704.5m)", id));
      if (def(st, id).equipment && o.attached_to != kNoObj &&
          (!host_here || !is_type(st, o.attached_to, TCreature)))
        return fail(fmt::format("priority with Equipment {} on a non-creature (704.5n)", id));
      if (!state_triggers_waiting(id)) return false;
      if (!(c.types & TCreature)) continue;
      bool lethal = c.toughness <= 0 || (!(c.keywords & KIndestructible) && o.damage > 0 &&
                                         (o.damage >= c.toughness || o.deathtouched));
      if (lethal) return fail(fmt::format("priority while creature {} should die (704.5f-h)", id));
      if ((c.supertypes & SLegendary) && legend_rule_pending(st))
        return fail(fmt::format("priority with two legendary {}", def(st, id).name));
    }
    return true;
  }

  // 603.8: a state trigger of `id` whose condition (and intervening "if", 603.4) holds at
  // priority has triggered: its ability is on the stack.
  bool state_triggers_waiting(ObjId id) {
    std::span<const Ability> own = abilities_of(st, id);
    for (size_t k = 0; k < own.size(); ++k) {
      const Ability& a = own[k];
      if (a.kind != AbilityKind::Triggered ||
          !state_trigger_condition(st, a.trigger.event, st.obj(id).controller) ||
          !trigger_if_holds(st, a, st.obj(id).controller, kNoObj, id))
        continue;
      bool on_stack = false;
      for (const StackItem& item : st.stack)
        on_stack |= item.ability && item.obj == id && item.index == static_cast<int>(k);
      if (!on_stack)
        return fail(
            fmt::format("priority with state trigger {} of {} not on the stack (603.8)", k, id));
    }
    return true;
  }

  // Every object an effect, trigger or choice names exists (kNoObj: none, e.g. a player effect).
  bool references() {
    auto ok = [&](ObjId id) { return id == kNoObj || valid(id); };
    for (const ContinuousEffect& e : st.effects)
      if (!ok(e.object)) return fail(fmt::format("an effect names invalid object {}", e.object));
    for (const PendingTrigger& p : st.pending)
      if (!ok(p.source) || !ok(p.trigger_obj))
        return fail("a pending trigger names an invalid object");
    for (const DelayedTrigger& d : st.delayed)
      if (!ok(d.source) || !ok(d.object)) return fail("a delayed trigger names an invalid object");
    // A choice is keyed by the affected object, a player's life gain, the counters put on an
    // object (616.1; life_gain_key(), counter_order_key()) or a commander's move (903.9b,
    // command_zone_key(): its value is the answer, -1 to 1, not an object).
    auto command_key = [&](ObjId a) {
      return a >= command_zone_key(0) && a < life_gain_key(kMaxPlayers) &&
             ok(a - command_zone_key(0));
    };
    auto key_ok = [&](ObjId a) {
      for (PlayerId p = 0; p < st.num_players; ++p)
        if (a == life_gain_key(p)) return true;
      return ok(a) || (a < die_life_key(0) && ok(a - counter_order_key(0))) ||
             (a >= die_life_key(0) && a < command_zone_key(0) && ok(a - die_life_key(0))) ||
             command_key(a);
    };
    // 616.1 / 615.7 for damage: the order of one event's effects (the effect's source or
    // kProtectionChoice, kShieldCounterChoice) and the share of a shield an event may use (an
    // amount), in a key range of their own (damage_order_key()), told apart first.
    auto order_key = [&](ObjId a) {
      return a >= damage_order_key(0) && a < damage_order_key(1 << 20);
    };
    for (auto [a, b] : st.replacement_choices) {
      if (is_damage_share_key(a)) {
        if (b < 0) return fail("a shield share is negative (615.7)");
        continue;
      }
      if (order_key(a) && (ok(b) || b == kProtectionChoice || b == kShieldCounterChoice)) continue;
      if (!key_ok(a) ||
          (command_key(a) ? b < -1 || b > 1
                          : !ok(b) && b != kRegenerationChoice && b != kAdditionalCountersChoice &&
                                b != kProtectionChoice))
        return fail("a replacement choice names an invalid object");
    }
    return true;
  }

  // Read before anything computes characteristics (except_of(), last_known_chars()).
  bool excepts() {
    for (const Object& o : st.objects)
      if (o.except > st.excepts.size())
        return fail(fmt::format("object {} names copy exception {} of {}", o.id, o.except,
                                st.excepts.size()));
    for (size_t i = 1; i < st.last_known.size(); ++i)
      if (st.last_known[i - 1].id >= st.last_known[i].id)
        return fail("last-known information is not sorted by object");
    return true;
  }
  void run() {
    seen.assign(st.objects.size(), 0);
    if (!excepts() || !zones() || !stack() || !objects() || !decision() || !settled() ||
        !references())
      return;
    // 104.2a: the game is over exactly when at most one player is left in it; with more than
    // two players, one who lost has left (800.4a) by the time anyone receives priority.
    // 104.2c: in Two-Headed Giant, when at most one team is.
    bool ended = st.two_headed()
                     ? !((st.in_game(0) || st.in_game(1)) && (st.in_game(2) || st.in_game(3)))
                     : st.players_in_game() <= 1;
    if (ended != st.over)
      fail(fmt::format("game over is {} but {} players are in the game", st.over,
                       st.players_in_game()));
    for (PlayerId p = 0; p < st.num_players && !st.over; ++p)
      if (st.players[static_cast<size_t>(p)].lost != st.players[static_cast<size_t>(p)].left_game &&
          st.decision.kind == DecisionKind::Priority)
        fail(fmt::format("P{} lost but is still in the game", p + 1));
  }
};

}  // namespace

std::string check_invariants(const GameState& st) {
  Checker c{st, {}, {}};
  c.run();
  return c.err;
}

}  // namespace lore
