// Resolving spells and abilities (CR 608): target re-check, then each effect primitive in
// order. Effects that need a choice ask a decision and resume (t.c = effect, t.d = progress).
#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <stdexcept>
#include <type_traits>

#include "engine.h"

namespace lore {

int eval(const GameState& st, const StackItem& item, const Value& v) {
  int r = 0;
  switch (v.kind) {
    case Value::Const: r = v.n; break;
    case Value::X: r = item.x; break;
    case Value::SourcePower: r = chars(st, item.obj).power; break;
    case Value::TimesKicked: r = std::popcount(st.obj(item.obj).kicked); break;  // 702.33d
    case Value::TriggerObjectPower:  // its last-known power if it left (608.2h)
      if (item.trigger_obj != kNoObj) r = chars(st, item.trigger_obj).power;
      break;
    case Value::TriggerObjectToughness:
      if (item.trigger_obj != kNoObj) r = chars(st, item.trigger_obj).toughness;
      break;
    case Value::TargetPower:
    case Value::TargetToughness:
      for (int i = 0; i < item.ntargets; ++i)
        if (item.spec[static_cast<size_t>(i)] == v.n &&
            item.targets[static_cast<size_t>(i)].kind == Target::Object) {
          Chars ch = chars(st, item.targets[static_cast<size_t>(i)].id);
          r = v.kind == Value::TargetPower ? ch.power : ch.toughness;
          break;
        }
      break;
    case Value::CreaturesYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TCreature);
      break;
    case Value::CreaturesPlusEquipmentYouControl:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller)
          r += is_type(st, id, TCreature) + card_def(st.obj(id).card).equipment;
      break;
    case Value::TownsYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && has_subtype_now(st, id, "Town");
      break;
    case Value::TriggerSpellManaSpent:
      if (item.trigger_obj != kNoObj) r = st.obj(item.trigger_obj).mana_spent;
      break;
    case Value::PermanentCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += card_def(st.obj(id).card)
                 .is(TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle);
      break;
    case Value::TriggerAmount: r = item.trigger_amount; break;
    case Value::CreatureCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += card_def(st.obj(id).card).is(TCreature);
      break;
    case Value::Domain: {  // 702.. "Domain": basic land types among lands you control
      static const char* kBasic[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
      for (const char* type : kBasic)
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == item.controller && is_type(st, id, TLand) &&
              has_subtype_now(st, id, type)) {  // 305.7: a land type set counts
            ++r;
            break;
          }
      break;
    }
    case Value::TappedCreaturesOpponentsControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller != item.controller && st.obj(id).tapped &&
             is_type(st, id, TCreature);
      break;
    case Value::Devotion: {  // 700.5: mana costs of the faces that are up (712.8d-e)
      int kind = std::countr_zero(static_cast<unsigned>(v.n));
      for (ObjId id : st.battlefield)
        if (const ManaCost& cost = def(st, id).cost; st.obj(id).controller == item.controller) {
          r += cost.pips[static_cast<size_t>(kind)];
          for (uint8_t ph : cost.phyrexian)  // a Phyrexian symbol of that color (107.4f)
            r += (phyrexian_colors(ph) & v.n) != 0;
        }
      break;
    }
    case Value::LastCount: r = st.last_count; break;
    case Value::CardsInYourHand:
      r = static_cast<int>(st.players[static_cast<size_t>(item.controller)].hand.size());
      break;
    case Value::HalfTargetPlayerLibrary:
      for (int i = 0; i < item.ntargets; ++i)
        if (item.spec[static_cast<size_t>(i)] == v.n &&
            item.targets[static_cast<size_t>(i)].kind == Target::Player)
          r = static_cast<int>(
                  st.players[static_cast<size_t>(item.targets[static_cast<size_t>(i)].id)]
                      .library.size()) /
              2;
      break;
    case Value::SourceCounters:  // its record keeps the counters it had when it left (608.2h)
      r = st.obj(item.obj).count(static_cast<Counter>(v.n));
      break;
    case Value::NoncreatureNonlandCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += !card_def(st.obj(id).card).is(TCreature | TLand);
      break;
    case Value::LandsYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TLand);
      break;
    case Value::ManaValueOfOtherPermanentsYouControl:  // 202.3: X is 0, tokens 0 (202.3a)
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller && id != item.obj)
          r += chars(st, id).mana_value;
      break;
    case Value::LastAmount: break;  // kept by the resolving task (see amount_of below)
    case Value::OpponentsWithCreaturePowerAtLeast: {
      PlayerId opp = GameState::opponent(item.controller);
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == opp && is_type(st, id, TCreature) &&
            chars(st, id).power >= v.n) {
          r = 1;
          break;
        }
      return r * v.times;
    }
    case Value::TriggerObjectManaValue:  // a card off the stack: X is 0 (202.3e)
      if (item.trigger_obj != kNoObj) r = card_def(st.obj(item.trigger_obj).card).mana_value;
      for (const StackItem& s : st.stack)  // a spell still on the stack: X counts (202.3e)
        if (!s.ability && s.obj == item.trigger_obj)
          r = card_def(st.obj(s.obj).card).cost.mana_value(s.x);
      break;
    case Value::AttackingCreatures:
      for (ObjId id : st.battlefield) r += st.obj(id).attacking ? 1 : 0;
      break;
    case Value::CreaturesOnBattlefield:
      for (ObjId id : st.battlefield) r += is_type(st, id, TCreature);
      break;
    case Value::HalfSourceXRoundedUp: r = (st.obj(item.obj).x + 1) / 2; break;  // 107.1a
    case Value::GreatestPowerYouControl:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller && is_type(st, id, TCreature))
          r = std::max<int>(r, chars(st, id).power);
      break;
  }
  return r * v.times;
}

CopyExcept copied_except(CopyExcept x, const CopyExcept& by) {
  if (by.power >= 0) {
    x.power = by.power;
    x.toughness = by.toughness;
  }
  x.add_types = static_cast<TypeMask>(x.add_types | by.add_types);
  x.add_keywords |= by.add_keywords;
  x.add_colors = static_cast<ColorMask>(x.add_colors | by.add_colors);
  x.not_legendary = x.not_legendary || by.not_legendary;
  x.equip_costs_less = static_cast<int8_t>(x.equip_costs_less + by.equip_costs_less);
  if (by.subtypes_from != kNoCard) x.subtypes_from = by.subtypes_from;
  return x;
}

namespace {

struct Ctx {
  Game& g;
  Task& t;
  const StackItem& item;
  uint32_t illegal;  // bit i: target i became illegal (608.2b)
  bool did = true;   // the effect was done (for a following "If you do")
};

constexpr int32_t kDidBit = 1 << 30;  // in t.b: the last optional effect was done
// In t.b: a resolving permanent spell's "enter as a copy" choice was made (614.12a).
constexpr int32_t kCopyChosenBit = 1 << 29;
// In t.d of a token-copy effect: 1 + the chosen permanent (chosen_permanent()) in the low bits,
// the tokens made so far above them.
constexpr int32_t kMadeShift = 24, kChosenMask = (1 << kMadeShift) - 1;

// The first object "it" means: last_moved, or after a token-copy effect that made several
// tokens (Doubling Season), the first of them, while last_moved is still the last one.
ObjId last_moved_first(const GameState& st) {
  if (st.last_moved == kNoObj || st.last_moved != st.copies_last || st.copies_first == kNoObj)
    return st.last_moved;
  return st.copies_first;
}

// The objects or players an effect acts on.
void recipients(const Ctx& c, const Effect& e, std::vector<Target>& out) {
  const GameState& st = c.g.st;
  out.clear();
  switch (e.who) {
    case Who::Source: out.push_back({Target::Object, c.item.obj}); break;
    case Who::Controller: out.push_back({Target::Player, c.item.controller}); break;
    case Who::EachOpponent:
      out.push_back({Target::Player, GameState::opponent(c.item.controller)});
      break;
    case Who::EachPlayer:
      for (int p = 0; p < 2; ++p) out.push_back({Target::Player, (c.item.controller + p) % 2});
      break;
    case Who::Target:
    case Who::TargetController:
    case Who::TargetOwner:
      for (int i = 0; i < c.item.ntargets; ++i) {
        if (c.item.spec[static_cast<size_t>(i)] != e.slot || (c.illegal >> i & 1)) continue;
        Target tg = c.item.targets[static_cast<size_t>(i)];
        if (e.who == Who::TargetController && tg.kind == Target::Object)
          tg = {Target::Player, st.obj(tg.id).controller};
        else if (e.who == Who::TargetOwner && tg.kind == Target::Object)
          tg = {Target::Player, st.obj(tg.id).owner};  // 108.3
        out.push_back(tg);
      }
      break;
    case Who::AllMatching: {  // 611.2c: the affected set is locked in now
      Filter f = e.filter;
      if (e.mana_value_at_most_x) {  // "with mana value X or less" (202.3, 107.3)
        f.extra2 = Filter::ManaValueAtMost;
        f.n2 = static_cast<int8_t>(std::min<int>(c.item.x, 127));
      }
      for (ObjId id : st.battlefield)
        if (matches(st, id, f, c.item.controller, c.item.obj)) out.push_back({Target::Object, id});
      break;
    }
    case Who::TriggerObject:  // "that card": both cards of a melded permanent (712.21c)
      out.push_back({Target::Object, c.item.trigger_obj});
      if (ObjId other = meld_partner_card(st, c.item.trigger_obj); other != kNoObj)
        out.push_back({Target::Object, other});
      break;
    case Who::TriggerSpell:  // the spell's stack item, or the countered one's (608.2h)
      for (const auto* items : {&st.stack, &st.countered})
        for (const StackItem& s : *items)
          if (!s.ability && s.id == c.item.trigger_item && out.empty())
            out.push_back({Target::Object, s.obj});
      break;
    case Who::ActivePlayer: out.push_back({Target::Player, st.active}); break;
    case Who::LastMoved:
      for (ObjId id = last_moved_first(st); id != kNoObj && id < st.last_moved; ++id)
        out.push_back({Target::Object, id});  // the other tokens of a token-copy effect
      if (st.last_moved != kNoObj) out.push_back({Target::Object, st.last_moved});
      if (ObjId other = meld_partner_card(st, st.last_moved); other != kNoObj)
        out.push_back({Target::Object, other});  // 712.21c
      break;
    case Who::TriggerPlayer:
      if (c.item.trigger_player != kNoPlayer)
        out.push_back({Target::Player, c.item.trigger_player});
      break;
    case Who::AllInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(c.item.controller)].graveyard)
        if (card_def(st.obj(id).card).is(e.filter.types)) out.push_back({Target::Object, id});
      break;
    case Who::ChosenPermanent: break;  // asked by the effect itself as it resolves
    case Who::TriggerObjectNow:        // the object it became in the zone it moved to (400.7)
      for (size_t i = st.objects.size(); i-- > 0;)
        if (st.objects[i].prev == c.item.trigger_obj && c.item.trigger_obj != kNoObj) {
          if (!st.objects[i].left) out.push_back({Target::Object, static_cast<ObjId>(i)});
          break;
        }
      break;
    case Who::AttachedTo: {  // "enchanted creature", as last known if the Aura left (608.2h)
      ObjId to = st.obj(c.item.obj).attached_to;
      if (to != kNoObj && on_battlefield(st, to)) out.push_back({Target::Object, to});
      break;
    }
  }
}

PlayerId player_of(Target t) { return static_cast<PlayerId>(t.id); }

void add_effect(Game& g, ObjId id, int p, int t, KeywordMask k) {
  ContinuousEffect ce;
  ce.object = id;
  ce.power = static_cast<int16_t>(p);
  ce.toughness = static_cast<int16_t>(t);
  ce.keywords = k;
  ce.timestamp = g.st.next_timestamp++;
  g.st.effects.push_back(ce);
  g.st.chars_changed(id);
  if (!g.log) return;
  if (p != 0 || t != 0 || k == 0) {  // "gets +p/+t until end of turn"
    LogEntry e = entry(g, LogKind::Pump, "611.2a");
    e.obj = id, e.card = g.st.obj(id).card, e.player = g.st.obj(id).controller;
    e.amount = p, e.amount2 = t;
    g.emit(e);
  }
  if (k != 0) log_obj(g, LogKind::Keywords, "611.2a", id, static_cast<int32_t>(k));
}

// Where a card looked at by scry or surveil went: a card put into the graveyard is seen by all,
// one kept in the library only by the player who looked at it.
void log_look_choice(Game& g, PlayerId p, ObjId card, OptKind where, const char* rule) {
  if (!g.log || card == kNoObj) return;
  LogEntry e = entry(g, LogKind::LookedAt, rule);
  e.player = p, e.obj = card, e.card = g.st.obj(card).card;
  e.amount = where == OptKind::Top ? 0 : where == OptKind::Bottom ? 1 : 2;
  if (where != OptKind::Graveyard) e.seen = seen_by_player(p);
  g.emit(e);
}

// Looks at the top cards one at a time (scry 701.22, surveil 701.25). Returns false if asked.
bool look_at_top(Ctx& c, const Effect& e, int n, bool surveil, const Option* ans) {
  GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (c.t.d == 0) {
    st.scratch.assign(lib.begin(),
                      lib.begin() + std::min<size_t>(lib.size(), static_cast<size_t>(n)));
    if (c.g.log)
      log_obj(c.g, surveil ? LogKind::Surveil : LogKind::Scry, surveil ? "701.25a" : "701.22a",
              c.item.obj, n);
    c.t.d = 1;
  }
  if (ans) {
    ObjId card = ans->obj;
    if (ans->kind == OptKind::Bottom) {
      lib.erase(std::find(lib.begin(), lib.end(), card));
      lib.push_back(card);
    } else if (ans->kind == OptKind::Graveyard) {
      card = move_object(c.g, card, Zone::Graveyard);
    }
    log_look_choice(c.g, p, card, ans->kind, surveil ? "701.25a" : "701.22a");
    ++c.t.d;
  }
  size_t i = static_cast<size_t>(c.t.d - 1);
  if (i < st.scratch.size()) {
    ObjId card = st.scratch[i];
    std::vector<Option> opts{{OptKind::Top, card, 0},
                             {surveil ? OptKind::Graveyard : OptKind::Bottom, card, 0}};
    push_task(c.g, c.t);
    ask(c.g, surveil ? DecisionKind::SurveilCard : DecisionKind::ScryCard, p, std::move(opts),
        card);
    return false;
  }
  (void)e;
  st.scratch.clear();
  return true;
}

// "that many": the number the previous effect of this resolution counted (kept in t.a).
int amount_of(const Ctx& c, const Value& v) {
  if (v.kind == Value::LastAmount) return c.t.a * v.times;
  return eval(c.g.st, c.item, v);
}

// Chooses up to `max` (at least `min`, if there are that many) objects from `pool`, one
// decision at a time, collecting them in st.scratch (t.d: 0 start, 1 choosing, 2 done).
// Returns false after asking.
bool collect(Ctx& c, DecisionKind kind, PlayerId p, const std::vector<ObjId>& pool, int min,
             int max, const Option* ans) {
  GameState& st = c.g.st;
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  }
  if (c.t.d == 2) return true;
  if (ans) {
    if (ans->kind == OptKind::Done) {
      c.t.d = 2;
      return true;
    }
    st.scratch.push_back(ans->obj);
  }
  std::vector<Option> opts;
  if (static_cast<int>(st.scratch.size()) < max)
    for (ObjId id : pool)
      if (std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
        opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) {
    c.t.d = 2;
    return true;
  }
  if (static_cast<int>(st.scratch.size()) >= min) opts.push_back({OptKind::Done});
  push_task(c.g, c.t);
  ask(c.g, kind, p, std::move(opts), c.item.obj, max - static_cast<int32_t>(st.scratch.size()));
  return false;
}

void log_card(Game& g, LogKind kind, const char* rule, ObjId card, PlayerId p) {
  if (!g.log) return;
  LogEntry e = entry(g, kind, rule);
  e.player = p;
  if (card != kNoObj) {
    e.obj = card;
    e.card = g.st.obj(card).card;
  }
  g.emit(e);
}

// The cards in st.scratch go to the bottom of their owner's library in a random order.
void scratch_to_bottom_random(GameState& st, PlayerId p) {
  auto& lib = st.players[static_cast<size_t>(p)].library;
  for (size_t i = st.scratch.size(); i > 1; --i)
    std::swap(st.scratch[i - 1], st.scratch[st.rng.below(static_cast<uint32_t>(i))]);
  for (ObjId id : st.scratch) {
    lib.erase(std::find(lib.begin(), lib.end(), id));
    lib.push_back(id);
  }
  st.scratch.clear();
}

// Cards of a player's zone that match a filter.
std::vector<ObjId> cards_matching(const GameState& st, const std::vector<ObjId>& zone,
                                  const Filter& f, PlayerId rel, ObjId source) {
  std::vector<ObjId> out;
  for (ObjId id : zone)
    if (matches(st, id, f, rel, source)) out.push_back(id);
  return out;
}

bool filter_is_empty(const Filter& f) {
  return f.types == 0 && f.keyword_types == 0 && f.extra == Filter::None &&
         f.extra2 == Filter::None;
}

// Karn, Living Legacy: "Pay any amount of mana. Look at that many cards from the top of your
// library, then put one of those cards into your hand and the rest on the bottom of your
// library in a random order." t.d: 0 choose the amount; 1000 + n paying n; 2000 + n choosing.
bool pay_any_amount_look(Ctx& c, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      ManaCost cost;
      for (int n = 0; n <= 40; ++n) {
        cost.generic = static_cast<int16_t>(n);
        if (!can_pay(st, p, cost, 0, kNoObj, nullptr, kNoObj)) break;  // no spell cast
        opts.push_back({OptKind::Number, kNoObj, n});
      }
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseX, p, std::move(opts), c.item.obj);
      return false;
    }
    st.paying = ManaCost{};
    st.paying.generic = static_cast<int16_t>(ans->n);
    c.t.d = 1000 + ans->n;
    ans = nullptr;
  }
  if (c.t.d < 2000) {  // paying, one source at a time (as in 601.2g-h)
    if (ans) activate_mana(g, ans->obj, ans->n);
    spend_pool(st, p, kNoObj);  // a cost paid during resolution casts no spell (106.6)
    if (!st.paying.empty()) {
      push_task(g, c.t);
      ask(g, DecisionKind::PayMana, p, payment_options(st, p, kNoObj, nullptr, kNoObj), c.item.obj);
      return false;
    }
    int n = c.t.d - 1000;
    auto& lib = st.players[static_cast<size_t>(p)].library;
    st.scratch.assign(lib.begin(), lib.begin() + std::min<long>(n, static_cast<long>(lib.size())));
    c.t.d = 2000 + n;
    ans = nullptr;
  }
  if (st.scratch.empty()) return true;
  if (!ans) {
    std::vector<Option> opts;
    for (ObjId id : st.scratch) opts.push_back({OptKind::Object, id, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  std::erase(st.scratch, ans->obj);
  move_object(g, ans->obj, Zone::Hand);
  scratch_to_bottom_random(st, p);
  return true;
}

// "Exile it, then return it to the battlefield [transformed]": the permanent (or the resolving
// spell) goes to exile and comes back as a new object (400.7), front face up unless
// transformed (712.14a). An instant or sorcery card, or a card without a back face asked to
// enter transformed, stays in exile (400.4a, 712.14a).
void return_exiled(Ctx& c, const Effect& e, ObjId ex);

void exile_and_return(Ctx& c, const Effect& e, Target tg) {
  Game& g = c.g;
  GameState& st = g.st;
  if (tg.kind != Target::Object) return;
  const Object& o = st.obj(tg.id);
  if (o.left || (o.zone != Zone::Battlefield && o.zone != Zone::Stack)) return;
  log_obj(g, LogKind::Exiled, "406.3", tg.id);
  ObjId ex = move_object(g, tg.id, Zone::Exile);
  st.last_moved = ex;
  if (ex == kNoObj) return;                   // a token ceased to exist (111.7)
  ObjId partner = meld_partner_card(st, ex);  // a melded permanent: both cards return (712.21c)
  return_exiled(c, e, ex);
  if (partner != kNoObj) return_exiled(c, e, partner);
}

void return_exiled(Ctx& c, const Effect& e, ObjId ex) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId nid = move_object(g, ex, Zone::Battlefield, false, e.transformed);
  if (nid == kNoObj) {
    if (e.transformed && !st.obj(ex).left && g.log) {  // 712.14a: not a double-faced card
      LogEntry l = entry(g, LogKind::StaysInZone, "712.14a");
      l.obj = ex, l.card = st.obj(ex).card, l.player = st.obj(ex).owner, l.from = st.obj(ex).zone;
      g.emit(l);
    }
    return;
  }
  Object& n = st.obj(nid);
  n.controller = e.under_owner ? n.owner : c.item.controller;  // 110.2a
  presence_changed(st, nid);
  for (PendingTrigger& p : st.pending)  // its enters and chapter triggers are its controller's
    if (p.source == nid) p.controller = n.controller;
  int extra = replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, eval(st, c.item, e.b),
                              kNoPlayer, nid, e.counter);
  if (extra > 0) change_counters(g, nid, e.counter, extra, "614.1c");  // "with ... on it"
  if (e.transformed) log_obj(g, LogKind::Transformed, "712.14a", nid, 1);
  st.last_moved = nid;
}

// Pays `st.paying` while an ability resolves, one mana source per decision (as in 601.2g-h);
// false after asking. Once paid, logs it under `rule` for `obj`.
bool pay_while_resolving(Ctx& c, PlayerId p, const Option* ans, const char* rule, ObjId obj,
                         int amount) {
  Game& g = c.g;
  GameState& st = g.st;
  if (ans) activate_mana(g, ans->obj, ans->n);
  spend_pool(st, p, kNoObj);
  if (!st.paying.empty()) {
    push_task(g, c.t);
    ask(g, DecisionKind::PayMana, p, payment_options(st, p, kNoObj), c.item.obj);
    return false;
  }
  if (g.log) {
    LogEntry le = entry(g, LogKind::CostPaid, rule);
    le.player = p;
    le.obj = obj;
    le.card = st.obj(obj).card;
    le.amount = amount;
    g.emit(le);
  }
  return true;
}

// 702.21a ward: counter the stack item the trigger is about unless its controller pays `cost`.
// t.d: 0 ask whether to pay, 1 paying.
// The victim is the trigger's stack item (ward), or the target spell `spell` ("counter target
// spell unless its controller pays {X}", 701.6a).
bool counter_unless_pays(Ctx& c, const ManaCost& cost, const Option* ans, ObjId spell = kNoObj) {
  Game& g = c.g;
  GameState& st = g.st;
  size_t at = st.stack.size();
  for (size_t i = 0; i < st.stack.size(); ++i)
    if (spell == kNoObj ? st.stack[i].id == c.item.trigger_item
                        : !st.stack[i].ability && st.stack[i].obj == spell)
      at = i;
  if (at == st.stack.size()) return true;  // it already left the stack
  StackItem victim = st.stack[at];
  PlayerId p = victim.controller;
  if (c.t.d == 0) {
    if (!ans && can_pay(st, p, cost, 0, kNoObj)) {
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
      return false;
    }
    if (ans && ans->kind == OptKind::Yes) {
      st.paying = cost;
      c.t.d = 1;
      ans = nullptr;
    } else {  // 701.6a-b: a countered spell goes to the graveyard; an ability just leaves
      if (!victim.ability) st.countered.push_back(victim);
      st.stack.erase(st.stack.begin() + static_cast<long>(at));
      log_obj(g, LogKind::Countered, victim.ability ? "701.6b" : "701.6a", victim.obj);
      if (!victim.ability)  // 702.34a: a flashback spell is exiled instead
        move_object(g, victim.obj, st.obj(victim.obj).flashback ? Zone::Exile : Zone::Graveyard);
      return true;
    }
  }
  return pay_while_resolving(c, p, ans, spell == kNoObj ? "702.21a" : "118.12", victim.obj,
                             cost.mana_value());
}

// Logs an effect setting base power and toughness (layer 7b, 613.4b).
void log_base_pt(Game& g, const ContinuousEffect& ce) {
  if (!g.log) return;
  LogEntry le = entry(g, LogKind::BasePT, "613.4b");
  le.obj = ce.object;
  le.card = g.st.obj(ce.object).card;
  le.amount = ce.base_power;
  le.amount2 = ce.base_toughness;
  g.emit(le);
}

// Asks the controller whether to pay `e.cost` now, if it can be paid (118.3): true if asked.
bool ask_to_pay(Ctx& c, const Effect& e) {
  if (!can_pay(c.g.st, c.item.controller, e.cost, 0, kNoObj)) return false;
  push_task(c.g, c.t);
  ask(c.g, DecisionKind::YesNo, c.item.controller, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
  return true;
}

// "You may pay <cost>" while resolving (608.2d: the choice is made now; 118.3: not offered when
// the cost can't be paid). "If you do" then follows whether it was paid. t.d: 0 asks, 1 paying.
bool pay_optional(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans && ask_to_pay(c, e)) return false;
    if (!ans || ans->kind != OptKind::Yes) {
      c.t.b &= ~kDidBit;
      return true;
    }
    st.paying = e.cost;
    c.t.d = 1;
    ans = nullptr;
  }
  if (!pay_while_resolving(c, p, ans, "608.2d", c.item.obj, e.cost.mana_value())) return false;
  c.t.b |= kDidBit;
  return true;
}

// 701.42a, 712.4a: "exile them, then meld them": the source and a creature named its meld
// partner that the controller owns and controls; with several, the controller chooses one
// (608.2d, ruling FIN-R-0040). t.d: 0 choosing, else 1 + the chosen partner (0 + 1: none).
bool exile_and_meld(Ctx& c, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId self = c.item.obj;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      CardId partner = card_def(st.obj(self).card).meld_partner;
      for (ObjId id : st.battlefield)
        if (partner != kNoCard && is_named_meld_partner(st, id, partner, p))
          opts.push_back({OptKind::Object, id, 0});
      if (!opts.empty()) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, p, std::move(opts), self);
        return false;
      }
    }
    c.t.d = 1 + (ans ? ans->obj : kNoObj);
  }
  ObjId partner = c.t.d - 1;
  ObjId exiled[2] = {kNoObj, kNoObj};
  ObjId both[2] = {self, partner};
  for (int i = 0; i < 2; ++i)  // "exile them": each one still on the battlefield
    if (both[i] != kNoObj && on_battlefield(st, both[i])) {
      log_obj(g, LogKind::Exiled, "406.3", both[i]);
      exiled[i] = move_object(g, both[i], Zone::Exile);  // a token ceases to exist (111.7)
    }
  st.last_moved = meld(g, exiled[0], exiled[1], p);  // 701.42c: else they stay in exile
  return true;
}

// 608.2d: "return a <filter> card from your graveyard to your hand", chosen as it resolves.
bool return_chosen_from_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (ans && ans->kind == OptKind::Object) {
    log_obj(g, LogKind::ReturnToHand, "400.7", ans->obj);
    st.last_moved = move_object(g, ans->obj, Zone::Hand);
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.players[static_cast<size_t>(c.item.controller)].graveyard)
    if (card_def(st.obj(id).card).is(e.filter.types)) opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj, 1);
  return false;
}

// 118.12a: "Sacrifice <who> unless you pay <cost>" means "You may pay <cost>. If you don't,
// sacrifice <who>." The choice is offered whenever the cost can be paid, even if there is
// nothing left to sacrifice. t.d: 0 asks whether to pay, 1 paying, 2 sacrificing.
bool sacrifice_unless_pays(Ctx& c, const Effect& e, const std::vector<Target>& who,
                           const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans && ask_to_pay(c, e)) return false;
    bool pays = ans && ans->kind == OptKind::Yes;
    if (pays) st.paying = e.cost;
    c.t.d = pays ? 1 : 2;
    ans = nullptr;
  }
  if (c.t.d == 1) {
    return pay_while_resolving(c, p, ans, "118.12a", c.item.obj, e.cost.mana_value());
  }
  std::vector<ObjId> dying;  // 701.21a: only a permanent they control can be sacrificed
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) && st.obj(tg.id).controller == p)
      dying.push_back(tg.id);
  if (!replacements_settled(g, dying, ans)) {
    push_task(g, c.t);
    return false;
  }
  for (ObjId id : dying) sacrifice(g, id);
  return true;
}

// "That player returns a permanent they control to its owner's hand unless they pay `life`
// life": the player chooses as it resolves (118.12), and may pay only with at least that much
// life (119.4). Paying life for a resolving ability isn't paying it to cast a spell or activate
// an ability, so Karn's Sylex doesn't stop it (ruling DMU-R-0164). t.d: 0 asks, 1 chooses.
bool return_unless_pays_life(Ctx& c, int life, const std::vector<Target>& who, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (c.t.d == 0) {
    if (!ans && life <= st.players[static_cast<size_t>(p)].life) {
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
      return false;
    }
    if (ans && ans->kind == OptKind::Yes) {
      lose_life(g, p, life, c.item.obj);
      return true;
    }
    c.t.d = 1;
    ans = nullptr;
  }
  if (ans) {
    if (on_battlefield(st, ans->obj)) {
      log_obj(g, LogKind::ReturnToHand, "400.7", ans->obj);
      move_object(g, ans->obj, Zone::Hand);
    }
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && on_battlefield(st, id))
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
  return false;
}

// The answers to "keep or change target `ti` of `sp`" (115.7d, 707.10c): the target it has now,
// even if no longer legal, first, then every legal target not already chosen for another
// instance of the same "target" word (115.3).
std::vector<Option> new_target_options(const GameState& st, const StackItem& sp, int ti) {
  const Mode* m = item_mode(sp);
  const TargetSpec& spec = m->targets[static_cast<size_t>(sp.spec[static_cast<size_t>(ti)])];
  auto option = [](Target t) {
    return t.kind == Target::Player ? Option{OptKind::Player, kNoObj, t.id}
                                    : Option{OptKind::Object, t.id, 0};
  };
  std::vector<Option> opts{option(sp.targets[static_cast<size_t>(ti)])};
  for (Target tg : legal_targets(st, spec, sp.controller, sp.obj, sp.x)) {
    bool used = false;
    for (int k = 0; k < sp.ntargets; ++k)
      used |= sp.spec[static_cast<size_t>(k)] == sp.spec[static_cast<size_t>(ti)] &&
              sp.targets[static_cast<size_t>(k)] == tg;
    if (!used) opts.push_back(option(tg));
  }
  return opts;
}

// "You may choose new targets for target spell": the ability's controller keeps each target of
// the spell in turn or picks another that is legal for the spell (115.7d: a kept target may be
// illegal). A new target becomes a target (702.21a). t.d: the targets already gone through.
bool choose_new_targets(Ctx& c, const std::vector<Target>& who, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (who.empty() || who[0].kind != Target::Object) return true;
  size_t at = st.stack.size();
  for (size_t i = 0; i < st.stack.size(); ++i)
    if (!st.stack[i].ability && st.stack[i].obj == who[0].id) at = i;
  if (at == st.stack.size()) return true;  // it left the stack
  if (ans) {
    StackItem& sp = st.stack[at];
    size_t i = static_cast<size_t>(c.t.d);
    Target now = ans->kind == OptKind::Player ? Target{Target::Player, ans->n}
                                              : Target{Target::Object, ans->obj};
    if (!(now == sp.targets[i])) {
      sp.targets[i] = now;
      if (now.kind == Target::Object)
        trigger_on_event(g, Event::BecomesTarget, now.id, sp.controller, 0, sp.id);
    }
    ++c.t.d;
  }
  const StackItem& sp = st.stack[at];
  if (c.t.d >= sp.ntargets) return true;
  const Mode* m = item_mode(sp);
  if (!m) return true;
  int ti = c.t.d;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseTarget, c.item.controller, new_target_options(st, sp, ti), sp.obj, ti);
  return false;
}

// 613.1b: the ability's controller, or the player with the most life (none if tied), gains
// control of each permanent in `who`.
void gain_control_of(Ctx& c, const Effect& e, const std::vector<Target>& who) {
  GameState& st = c.g.st;
  PlayerId to = c.item.controller;
  if (e.to_most_life) {
    if (st.players[0].life == st.players[1].life) return;
    to = st.players[0].life > st.players[1].life ? 0 : 1;
  }
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) gain_control(c.g, tg.id, to);
}

// 707.10: copies of a spell on the stack, each put on the stack under the resolving ability
// (so they resolve first). The copy keeps the mode, targets, X and paid costs (707.10,
// 707.10a); for each target its controller may choose a new legal one (707.10c), keeping the
// number of targets. t.d = copies made * 16 + targets of the newest copy already chosen.
// A spell countered before this resolves is still copied, as it last existed on the stack
// (608.2h; the Ivy, Gleeful Spellthief ruling DMU-R-0133).
bool copy_spell(Ctx& c, const Effect& e, int copies, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<Target> who;
  recipients(c, e, who);
  if (!who.empty() && ans) {  // the answer is for the newest copy's next target
    StackItem& cp = st.stack[st.stack.size() - 2];
    size_t i = static_cast<size_t>(c.t.d % 16);
    cp.targets[i] = ans->kind == OptKind::Player ? Target{Target::Player, ans->n}
                                                 : Target{Target::Object, ans->obj};
    ++c.t.d;
  }
  for (;;) {
    int made = c.t.d / 16, ti = c.t.d % 16;
    if (made > 0) {
      StackItem& cp = st.stack[st.stack.size() - 2];
      if (ti < cp.ntargets) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseTarget, cp.controller, new_target_options(st, cp, ti), cp.obj,
            ti);
        return false;
      }
      trigger_on_targets(g, cp);  // 702.21a: its targets become targets of the copy
    }
    if (made >= copies || who.empty()) return true;
    const StackItem* from = nullptr;
    for (const StackItem& s : st.stack)
      if (!s.ability && s.obj == who[0].id) from = &s;
    for (const StackItem& s : st.countered)
      if (!from && s.obj == who[0].id) from = &s;
    if (!from) return true;  // it left the stack some other way (nothing here does that)
    StackItem cp = *from;
    if (e.copy_targets_source) {  // "The copy targets <this>" (ruling DMU-R-0134)
      const Mode* m = item_mode(cp);
      Target self{Target::Object, c.item.obj};
      if (!m || cp.ntargets == 0) return true;
      for (int i = 0; i < cp.ntargets; ++i) {
        const TargetSpec& spec = m->targets[static_cast<size_t>(cp.spec[static_cast<size_t>(i)])];
        if (!on_battlefield(st, c.item.obj) ||
            !legal_target(st, spec, self, c.item.controller, cp.obj, cp.x))
          return true;
        cp.targets[static_cast<size_t>(i)] = self;
      }
    }
    Object orig = st.obj(cp.obj);  // by value: new_object may move the objects
    ObjId id = new_object(st, orig.card, c.item.controller, Zone::Stack);  // 707.10: its owner
    Object& o = st.obj(id);
    o.copy = true;
    o.x = orig.x;
    o.kicked = orig.kicked;
    o.mana_spent = orig.mana_spent;
    cp.obj = id;
    cp.controller = c.item.controller;
    cp.id = st.next_timestamp++;
    st.stack.insert(st.stack.end() - 1, cp);
    if (g.log) {
      LogEntry le = entry(g, LogKind::SpellCopied, "707.10");
      le.player = c.item.controller;
      le.card = o.card;
      le.obj = who[0].id;
      le.card2 = o.card;
      le.obj2 = id;
      g.emit(le);
    }
    // Its targets are set: none is chosen anew (707.10c).
    c.t.d = (made + 1) * 16 + (e.copy_targets_source ? cp.ntargets : 0);
  }
}

// Casts `card` as the resolving ability allows (608.2g). The cast is a task that runs right
// after this resolution ends, so the effect must be the mode's last: with nothing left to do
// and no priority in between, the result is the same as the spell going on the stack above the
// still-resolving ability.
void cast_now(Ctx& c, const Effect& e, ObjId card, int how) {
  const Mode* m = item_mode(c.item);
  if (!m || &m->effects.back() != &e)
    throw std::logic_error("a cast during resolution must be its mode's last effect");
  Task cast{TaskKind::CastSpell};
  cast.a = card;
  cast.b = how;
  cast.c = c.item.controller;  // the caster, who may not own the card (kCastExiledAnyMana)
  push_task(c.g, cast);
}

// "You may cast a `filter` spell from your hand [with mana value `max_mv` or less] without paying
// its mana cost": during the resolution (608.2g, see cast_now). An adventurer card is offered
// as itself and as its Adventure, each when the characteristics it would be cast with match
// (715.3a: only the Adventure's, mana value included; casting it as an Adventure isn't an
// alternative cost, ruling FIN-R-0061). An option's n says how it would be cast. Returns false
// after asking.
bool cast_from_hand_free(Ctx& c, const Effect& e, int max_mv, const Option* ans) {
  const GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  if (ans) {
    if (ans->kind == OptKind::Object) cast_now(c, e, ans->obj, ans->n);
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.players[static_cast<size_t>(p)].hand) {
    if (matches(st, id, e.filter, p, c.item.obj) &&
        (!e.max_mana_value || def(st, id).mana_value <= max_mv) && can_cast(st, id, p, kCastFree))
      opts.push_back({OptKind::Object, id, kCastFree});
    CardId adventure = def(st, id).adventure;
    if (adventure != kNoCard && matches_as_adventure(st, id, e.filter, p, c.item.obj) &&
        (!e.max_mana_value || card_def(adventure).mana_value <= max_mv) &&
        can_cast(st, id, p, kCastFreeAdventure))
      opts.push_back({OptKind::Object, id, kCastFreeAdventure});
  }
  if (opts.empty()) return true;
  opts.push_back({OptKind::Done});  // "you may"
  push_task(c.g, c.t);
  ask(c.g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, 1);
  return false;
}

// "Exile a `filter` card from each graveyard": the controller chooses one in each player's
// graveyard in turn (t.d: graveyards done, choices in st.scratch); they are exiled together,
// linked to the source as cards "exiled with" it (406.6, 607.2a). Returns false after asking.
bool exile_from_each_graveyard(Ctx& c, const Effect& e, const std::vector<Target>& players,
                               const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.t.d == 0 && !ans) st.scratch.clear();
  if (ans) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
  }
  for (; c.t.d < static_cast<int>(players.size()); ++c.t.d) {
    PlayerId p = player_of(players[static_cast<size_t>(c.t.d)]);
    std::vector<Option> opts;
    for (ObjId id : cards_matching(st, st.players[static_cast<size_t>(p)].graveyard, e.filter,
                                   c.item.controller, c.item.obj))
      opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) continue;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
    return false;
  }
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) {
    log_obj(g, LogKind::Exiled, "607.2a", id, 0, c.item.obj);
    ObjId nid = move_object(g, id, Zone::Exile);
    if (nid != kNoObj) st.obj(nid).exiled_by = c.item.obj;
  }
  return true;
}

// "You may cast a `filter` card exiled with this [source], and mana of any type can be spent to
// cast that spell": during the resolution (608.2g, see cast_now), paying its costs with any
// mana (118.14). A card not cast now can't be cast later (ruling FIN-R-0834).
bool cast_exiled_with_source(Ctx& c, const Effect& e, const Option* ans) {
  const GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.exile) {
    const Object& o = st.obj(id);
    if (o.exiled_by == c.item.obj && !o.until_leaves && !o.play_on_lore_turn &&
        card_def(o.card).is(e.filter.types) && can_cast(st, id, p, kCastExiledAnyMana))
      pool.push_back(id);
  }
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, 1, ans)) return false;
  if (!c.g.st.scratch.empty()) cast_now(c, e, c.g.st.scratch[0], kCastExiledAnyMana);
  c.g.st.scratch.clear();
  return true;
}

// Jodah, the Unifier: "exile cards from the top of your library until you exile a legendary
// nonland card with lesser mana value. You may cast that card without paying its mana cost. Put
// the rest on the bottom of your library in a random order." The spell's mana value is the one it
// had on the stack, X included (608.2h, 202.3e: also if it has left the stack since; rulings
// DMU-R-0149, DMU-R-0157); an exiled card's is its front face's (712.8a). t.d: 1 + the card found
// (or kNoObj + 1 when none), once the cards are exiled; the rest wait in st.scratch.
bool exile_until_lesser_cast_free(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    int spell_mv = 0;
    if (ObjId spell = c.item.trigger_obj; spell != kNoObj)
      spell_mv = card_def(st.obj(spell).card).cost.mana_value(st.obj(spell).x);
    st.scratch.clear();
    ObjId hit = kNoObj;
    auto& lib = st.players[static_cast<size_t>(p)].library;
    while (!lib.empty() && hit == kNoObj) {  // 406.3: face up, any player may see them
      ObjId top = lib.front();
      log_obj(g, LogKind::Exiled, "701.13a", top, 0, c.item.obj);
      ObjId ex = move_object(g, top, Zone::Exile);
      if (ex == kNoObj) continue;
      const Chars ch = chars(st, ex);
      if (!(ch.types & TLand) && ch.mana_value < spell_mv &&
          matches(st, ex, e.filter, p, c.item.obj))
        hit = ex;
      else
        st.scratch.push_back(ex);
    }
    if (hit != kNoObj && can_cast(st, hit, p, kCastExiledFree)) {
      c.t.d = 1 + hit;
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, hit);
      return false;
    }
  }
  // 401.4: the rest go to the bottom in a random order; with no card found, that is the whole
  // library again and the effect ends (ruling DMU-R-0158).
  for (size_t i = st.scratch.size(); i > 1; --i)
    std::swap(st.scratch[i - 1], st.scratch[st.rng.below(static_cast<uint32_t>(i))]);
  std::vector<ObjId> rest;
  rest.swap(st.scratch);
  for (ObjId id : rest) move_object(g, id, Zone::Library, true);
  // 608.2g: cast now or never (ruling DMU-R-0151); not cast, it stays in exile (DMU-R-0154).
  if (c.t.d > 0 && ans && ans->kind == OptKind::Yes) cast_now(c, e, c.t.d - 1, kCastExiledFree);
  return true;
}

// The permanent an Op acting on Who::ChosenPermanent uses: the controller chooses a `filter`
// permanent as the effect resolves (not targeted), remembered in t.d as 1 + its id. Returns
// false after asking; `chosen` is kNoObj when there is nothing to choose. Consumes `ans`.
bool chosen_permanent(Ctx& c, const Effect& e, const Option*& ans, ObjId& chosen) {
  GameState& st = c.g.st;
  chosen = kNoObj;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      for (ObjId id : st.battlefield)
        if (matches(st, id, e.filter, c.item.controller, c.item.obj))
          opts.push_back({OptKind::Object, id, 0});
      if (opts.empty()) return true;
      push_task(c.g, c.t);
      ask(c.g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
      return false;
    }
    c.t.d = 1 + ans->obj;
    ans = nullptr;
  }
  chosen = (c.t.d & kChosenMask) - 1;
  return true;
}

// An "until end of turn" effect (611.2c: on the objects named now) set up by `set`.
template <class Set>
void until_end_of_turn(GameState& st, const std::vector<Target>& who, Set set) {
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.timestamp = st.next_timestamp++;
      set(ce);
      st.effects.push_back(ce);
      st.chars_changed();
    }
}

// The object an effect acts from: the ability's source, or the legal target in slot
// `source_slot` ("target creature deals damage ..."); kNoObj if that target is illegal.
ObjId source_of(const Ctx& c, const Effect& e) {
  if (e.source_slot < 0) return c.item.obj;
  for (int i = 0; i < c.item.ntargets; ++i)
    if (c.item.spec[static_cast<size_t>(i)] == e.source_slot && !(c.illegal >> i & 1))
      return c.item.targets[static_cast<size_t>(i)].id;
  return kNoObj;
}

// "Each player discards N cards" (701.9a): starting with the active player and going in turn
// order (101.4), each player chooses their cards without revealing them; then every chosen card
// is discarded at the same time (ruling DMU-R-0188). st.scratch holds the chosen cards; t.d =
// player index * 64 + cards that player chose.
bool discard_each(Ctx& c, std::vector<Target> who, int a, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::stable_sort(who.begin(), who.end(),
                   [&](Target x, Target y) { return (x.id == st.active) > (y.id == st.active); });
  if (ans) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
  } else if (c.t.d == 0) {
    st.scratch.clear();
  }
  for (; c.t.d / 64 < static_cast<int>(who.size()); c.t.d = (c.t.d / 64 + 1) * 64) {
    PlayerId p = player_of(who[static_cast<size_t>(c.t.d / 64)]);
    std::vector<Option> opts;
    for (ObjId id : st.players[static_cast<size_t>(p)].hand)
      if (std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
        opts.push_back({OptKind::Object, id, 0});
    if (c.t.d % 64 < a && !opts.empty()) {
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseDiscard, p, std::move(opts), c.item.obj, a - c.t.d % 64);
      return false;
    }
  }
  std::vector<ObjId> chosen = std::move(st.scratch);
  st.scratch.clear();
  for (ObjId id : chosen) st.last_moved = discard(g, id);  // "that card" for "when you do"
  c.did = !chosen.empty();                                 // for "If you do"
  return true;
}

// "Create N tokens" for each recipient (t.d: tokens made, all recipients together). A token
// created "attacking" during combat asks its controller what it attacks (508.4): the defending
// player or a planeswalker they control; the answer makes the newest token attacking.
bool create_tokens(Ctx& c, const Effect& e, const std::vector<Target>& who, int a,
                   const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (ans) {
    Object& tok = st.obj(st.last_moved);
    tok.attacking = true;  // 508.4: attacking, though it never attacked
    tok.attack_target = ans->n;
    ++c.t.d;
  }
  for (;;) {
    // 614.1a: the number each recipient gets after replacement effects (Doubling Season), logged
    // as its first token is made; the same numbers are counted again after a decision.
    PlayerId p = kNoPlayer;
    for (int r = 0, first = 0; r < static_cast<int>(who.size()); ++r) {
      PlayerId q = player_of(who[static_cast<size_t>(r)]);
      int n = replaced_amount(g, StaticKind::DoubleTokensYouCreate, a, q, kNoObj, Counter::PlusOne,
                              c.t.d != first);
      if (c.t.d < first + n) {
        p = q;
        break;
      }
      first += n;
    }
    if (p == kNoPlayer) return true;
    ObjId tok = create_token(g, e.token_id, p);
    st.last_moved = tok;                      // "then attach this Equipment to it" (702.182a)
    if (e.tapped) st.obj(tok).tapped = true;  // "create a tapped ... token"
    // 506.3b: only under the attacking player's control does it become an attacking creature.
    bool in_combat = st.step >= Step::DeclareAttackers && st.step <= Step::CombatDamage;
    if (!e.attacking || !in_combat || p != st.active) {
      ++c.t.d;
      continue;
    }
    PlayerId defending = GameState::opponent(p);
    std::vector<Option> opts{{OptKind::Attack, tok, defending}};
    for (ObjId pw : st.battlefield)
      if (st.obj(pw).controller == defending && is_type(st, pw, TPlaneswalker))
        opts.push_back({OptKind::Attack, tok, pw + 2});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseAttacked, p, std::move(opts), tok);
    return false;
  }
}

// 614.1c, 614.12a: the choices each of `cards` (object ids, or Targets) about to enter makes as
// it enters, by `chooser` (its owner if `by_owner`), one decision each in order (`ans`: the answer
// to the last one asked): first whether it enters as a copy (a copy effect, so that the copied
// card's own choices apply to it, 707.2), then a card name. False after asking.
template <class Cards>
bool names_chosen(Ctx& c, const Cards& cards, PlayerId chooser, bool by_owner, const Option* ans) {
  GameState& st = c.g.st;
  auto next = [&](auto needs) {
    for (const auto& card : cards) {
      ObjId id = kNoObj;
      if constexpr (std::is_same_v<std::decay_t<decltype(card)>, Target>)
        id = card.kind == Target::Object ? card.id : kNoObj;
      else
        id = card;
      if (id != kNoObj && needs(st, id)) return id;
    }
    return kNoObj;
  };
  auto who = [&](ObjId id) { return by_owner ? st.obj(id).owner : chooser; };
  // The copy choice asked last (Object::copy_choice 1); an answer arriving otherwise belongs to
  // the step before (the cards' own choice).
  auto asked = [](const GameState& s, ObjId id) { return s.obj(id).copy_choice == 1; };
  if (ans && (ans->kind == OptKind::Object || ans->kind == OptKind::Done))
    if (ObjId id = next(asked); id != kNoObj) {
      take_copy_choice(c.g, id, *ans);
      ans = nullptr;
    }
  if (ObjId id = next(needs_copy_choice); id != kNoObj) {
    push_task(c.g, c.t);
    ask_copy_choice(c.g, id, who(id));
    return false;
  }
  if (ans && ans->kind == OptKind::Name)
    if (ObjId id = next(needs_name); id != kNoObj) take_card_name(c.g, id, who(id), *ans);
  ObjId id = next(needs_name);
  if (id == kNoObj) return true;
  push_task(c.g, c.t);
  ask_card_name(c.g, id, who(id));
  return false;
}

// 714.3b: a Saga with read ahead that an effect puts onto the battlefield also enters with the
// number of lore counters its controller chooses as it enters (not only a resolving spell). Asks
// for each such card in `who` in turn; false after asking.
bool read_ahead_chosen(Ctx& c, const Effect& e, const std::vector<Target>& who, const Option* ans) {
  GameState& st = c.g.st;
  // 614.1c: likewise a card name ("As <this> enters, choose a card name").
  if (!names_chosen(c, who, c.item.controller, e.under_owner, ans)) return false;
  if (ans && ans->kind == OptKind::Number && ans->obj != kNoObj) {
    st.obj(ans->obj).read_ahead = static_cast<int8_t>(ans->n);
    log_obj(c.g, LogKind::ReadAheadChosen, "702.155b", ans->obj, ans->n);
  }
  for (Target tg : who) {
    if (tg.kind != Target::Object) continue;
    const Object& o = st.obj(tg.id);
    int last = final_chapter(st, tg.id);
    if (o.left || o.zone == Zone::Battlefield || !card_def(o.card).read_ahead || last == 0 ||
        o.read_ahead > 0)
      continue;
    std::vector<Option> opts;
    for (int k = 1; k <= last; ++k) opts.push_back({OptKind::Number, tg.id, k});
    push_task(c.g, c.t);
    ask(c.g, DecisionKind::ReadAhead, e.under_owner ? o.owner : c.item.controller, std::move(opts),
        tg.id);
    return false;
  }
  return true;
}

// Runs one effect. Returns false when it asked a decision (the task was re-pushed).
// 601.2d: `give(target, share)` for each target of slot `e.slot`, with the share announced with
// the targets (of `total`). An illegal target's share is lost (608.2b); with `objects_only`, so is
// a player's. A stack item set up without a division (a scenario's) gets an even one.
template <class Give>
void for_each_share(Ctx& c, const Effect& e, int total, bool objects_only, Give give) {
  const StackItem& item = c.item;
  int chosen = 0;
  for (int i = 0; i < item.ntargets; ++i) chosen += item.spec[static_cast<size_t>(i)] == e.slot;
  for (int i = 0; i < item.ntargets; ++i) {
    Target tg = item.targets[static_cast<size_t>(i)];
    bool object = tg.kind == Target::Object;
    if (item.spec[static_cast<size_t>(i)] != e.slot || (c.illegal >> i & 1) ||
        (object && !on_battlefield(c.g.st, tg.id)) || (!object && objects_only))
      continue;
    int share = item.divided[static_cast<size_t>(i)];
    give(tg, share > 0 ? share : total / chosen);
  }
}

bool run_effect(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  std::vector<Target> who;
  recipients(c, e, who);
  int a = amount_of(c, e.a);
  switch (e.op) {
    case Op::DealDamage: {
      ObjId src = source_of(c, e);
      if (src == kNoObj) return true;
      if (e.distribute) {  // 601.2d: each target is dealt the share announced with the targets
        for_each_share(c, e, a, false,
                       [&](Target tg, int n) { deal_damage(g, src, tg, n, false); });
        return true;
      }
      for (Target tg : who)  // "It deals damage to each other creature": not to itself
        if (!(e.source_slot >= 0 && e.filter.other && tg == Target{Target::Object, src}))
          deal_damage(g, src, tg, a, false, nullptr, nullptr, nullptr, e.unpreventable);
      return true;
    }
    case Op::DrawCards:
      for (Target tg : who) draw_cards(g, player_of(tg), a);
      return true;
    case Op::GainLife:
      for (Target tg : who) gain_life(g, player_of(tg), a, item.obj);
      return true;
    case Op::LoseLife:
      for (Target tg : who) lose_life(g, player_of(tg), a, item.obj);
      return true;
    case Op::LifeTotalBecomes:  // 119.5: gains or loses the difference (ruling FIN-R-0407)
      for (Target tg : who) {
        PlayerId p = player_of(tg);
        int life = st.players[static_cast<size_t>(p)].life;
        if (a > life) gain_life(g, p, a - life, item.obj);
        if (a < life) lose_life(g, p, life - a, item.obj);
      }
      return true;
    case Op::Mill:
      st.moved.clear();  // "milled this way"
      for (Target tg : who) {
        // 614.1a (The Water Crystal); 701.17a: a player can't mill more cards than they have
        int k = replaced_amount(g, StaticKind::OpponentsMillMore, a, player_of(tg));
        for (int i = 0; i < k; ++i) {
          auto& lib = st.players[static_cast<size_t>(tg.id)].library;
          if (lib.empty()) break;
          log_obj(g, LogKind::Mill, "701.17a", lib.front());
          st.moved.push_back(move_object(g, lib.front(), Zone::Graveyard));
        }
      }
      return true;
    case Op::Discard: return discard_each(c, who, a, ans);
    case Op::SeparatePiles: {  // Liliana of the Veil: t.d 0 = start, 1 = splitting, 2 = choosing
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      if (c.t.d == 0) {
        st.scratch.clear();
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == p) st.scratch.push_back(id);
        c.t.d = 1;
      } else if (c.t.d == 1 && ans) {
        for (ObjId& id : st.scratch)  // the first unassigned permanent goes to the chosen pile
          if (id >= 0 && !(id & (1 << 30))) {
            id = ans->n == 2 ? -2 - id : id | (1 << 30);
            break;
          }
      } else if (c.t.d == 2 && ans) {
        c.t.d = 10 + ans->n;  // the pile to sacrifice
        ans = nullptr;
      }
      if (c.t.d >= 10) {
        std::vector<ObjId> pile;
        for (ObjId id : st.scratch) {
          bool second = id < -1;
          ObjId obj = second ? -2 - id : id & ~(1 << 30);
          if ((c.t.d == 12) == second && !st.obj(obj).left) pile.push_back(obj);
        }
        if (!replacements_settled(g, pile, ans)) {
          push_task(g, c.t);
          return false;
        }
        for (ObjId obj : pile) sacrifice(g, obj);
        st.scratch.clear();
        return true;
      }
      if (c.t.d == 1) {
        for (ObjId id : st.scratch)
          if (id >= 0 && !(id & (1 << 30))) {
            push_task(g, c.t);
            ask(g, DecisionKind::ChoosePile, item.controller,
                {{OptKind::Number, id, 1}, {OptKind::Number, id, 2}}, id);
            return false;
          }
        c.t.d = 2;
      }
      push_task(g, c.t);
      ask(g, DecisionKind::ChoosePile, p,
          {{OptKind::Number, kNoObj, 1}, {OptKind::Number, kNoObj, 2}}, item.obj, 1);
      return false;
    }
    case Op::DiscardChosen: {  // 701.20a: the hand is revealed; the controller chooses a card
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      if (ans) {
        discard(g, ans->obj);
        return true;
      }
      log_card(g, LogKind::Reveal, "701.20a", kNoObj, p);  // the whole hand
      std::vector<Option> opts;
      for (ObjId id : cards_matching(st, st.players[static_cast<size_t>(p)].hand, e.filter,
                                     item.controller, item.obj))
        opts.push_back({OptKind::Object, id, 0});
      if (opts.empty()) return true;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
      return false;
    }
    case Op::DiscardAnyNumber: {  // all chosen cards are discarded at once (701.9a)
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      const auto& hand = st.players[static_cast<size_t>(p)].hand;
      if (!collect(c, DecisionKind::ChooseDiscard, p, hand, 0, static_cast<int>(hand.size()), ans))
        return false;
      std::vector<ObjId> chosen = st.scratch;
      st.scratch.clear();
      for (ObjId id : chosen) discard(g, id);
      c.t.a = static_cast<int32_t>(chosen.size());
      return true;
    }
    case Op::SearchLibrary: {  // 701.23a; 701.23b: a card with a stated quality may be missed
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      auto pool = cards_matching(st, st.players[static_cast<size_t>(p)].library, e.filter,
                                 item.controller, item.obj);
      if (c.t.d == 0) log_card(g, LogKind::Search, "701.23a", kNoObj, p);
      // "up to a" cards (Gaea's Bounty: two Forest cards); one when a is 0
      if (!collect(c, DecisionKind::ChooseCard, p, pool, filter_is_empty(e.filter) ? 1 : 0,
                   std::max(1, a), ans))
        return false;
      std::vector<ObjId> found = st.scratch;
      st.scratch.clear();
      for (ObjId id : found) {
        ObjId nid = move_object(g, id, e.to);
        if (nid != kNoObj && e.to == Zone::Battlefield) {
          st.obj(nid).controller = p;  // the searching player puts it there (110.2a)
          presence_changed(st, nid);
          if (e.tapped) enter_tapped(g, nid);
        }
      }
      shuffle_library(st, p);
      log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
      return true;
    }
    case Op::RemoveCounters:  // 714.2b: removing lore counters triggers no chapter
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id))
          remove_counters(g, tg.id, e.counter, a);
      return true;
    case Op::RemoveCounterFromAnyNumber: {
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      std::vector<ObjId> pool;  // only a permanent with such a counter can lose one
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == p && st.obj(id).count(e.counter) > 0 &&
            matches(st, id, e.filter, p, item.obj))
          pool.push_back(id);
      if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, static_cast<int>(pool.size()), ans))
        return false;
      std::vector<ObjId> chosen = st.scratch;
      st.scratch.clear();
      int removed = 0;
      for (ObjId id : chosen) removed += remove_counters(g, id, e.counter, 1);
      c.t.a = removed;  // "for each lore counter removed this way"
      return true;
    }
    case Op::TapAnyNumber: {
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      std::vector<ObjId> pool;
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == p && !st.obj(id).tapped &&
            matches(st, id, e.filter, p, item.obj))
          pool.push_back(id);
      if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, static_cast<int>(pool.size()), ans))
        return false;
      std::vector<ObjId> chosen = st.scratch;
      st.scratch.clear();
      for (ObjId id : chosen) {
        tap(g, id);
        log_obj(g, LogKind::Tap, "701.26a", id);
      }
      c.t.a = static_cast<int32_t>(chosen.size());
      return true;
    }
    case Op::UntapUpTo: {  // chosen as it resolves (608.2c), any player's permanents
      PlayerId p = item.controller;
      std::vector<ObjId> pool;
      for (ObjId id : st.battlefield)
        if (st.obj(id).tapped && matches(st, id, e.filter, p, item.obj)) pool.push_back(id);
      int most = std::min(a, static_cast<int>(pool.size()));
      if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, most, ans)) return false;
      std::vector<ObjId> chosen = st.scratch;
      st.scratch.clear();
      for (ObjId id : chosen) untap(g, id, "701.26b");
      return true;
    }
    case Op::BecomeCreature:  // layer 4 (types) and 7b (base P/T) until end of turn (611.2)
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          ContinuousEffect ce;
          ce.object = tg.id;
          ce.add_types = e.add_types;
          ce.sets_base = e.sets_base;
          ce.base_power = static_cast<int16_t>(a);
          ce.base_toughness = static_cast<int16_t>(amount_of(c, e.b));
          if (e.sets_types) {  // "becomes a 2/2 Gargoyle creature with flying" (205.1a, 611.2a)
            ce.sets_types = true;
            ce.subtypes_card = item.source_card;
            ce.keywords = e.keywords;
            ce.until_end_of_turn = false;
          }
          if (e.sets_creature_types) {  // "becomes a Human Cleric" (205.1a), no duration (611.2a)
            ce.sets_creature_types = true;
            ce.subtypes_card = item.source_card;
            ce.subtypes_variant = e.subtypes_variant;
            ce.until_end_of_turn = false;
          }
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          if (g.log) {
            // 205.1a: types set for good; 613.1d (layer 4); 613.4b when it also sets base P/T
            LogEntry le =
                e.sets_types || e.sets_creature_types
                    ? entry(g, LogKind::BecomesCreatureForGood, "205.1a")
                    : entry(g, LogKind::BecomesCreature, e.sets_base ? "613.4b" : "613.1d");
            le.obj = tg.id;
            le.card = st.obj(tg.id).card;
            le.amount = a;
            le.amount2 = e.sets_base ? ce.base_toughness : -1;
            g.emit(le);
          }
        }
      return true;
    case Op::BecomeTypes:  // "becomes an enchantment": layer 4, no duration (205.1a, 611.2a)
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          ContinuousEffect ce;
          ce.object = tg.id;
          ce.add_types = e.add_types;
          ce.sets_types = true;
          ce.until_end_of_turn = false;
          ce.loses_abilities = e.loses_abilities;  // one effect, layers 4 and 6 (613.6)
          ce.until_creature_spell = e.until_creature_spell;
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          count_ability_losses(st);
          if (g.log) {
            LogEntry le = entry(g, LogKind::BecomesTypes, "205.1a");
            le.obj = tg.id;
            le.card = st.obj(tg.id).card;
            le.amount = e.add_types;
            g.emit(le);
          }
          if (ce.loses_abilities)
            log_obj(g, LogKind::LosesAbilities, "613.1f", tg.id, ce.until_creature_spell ? 1 : 0);
        }
      return true;
    case Op::LoseAllAbilities:  // layers 6 and 7b until end of turn (611.2c: the objects now)
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          ContinuousEffect ce;
          ce.object = tg.id;
          ce.loses_abilities = true;
          ce.sets_base = e.sets_base;
          ce.base_power = static_cast<int16_t>(a);
          ce.base_toughness = static_cast<int16_t>(amount_of(c, e.b));
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          count_ability_losses(st);
          log_obj(g, LogKind::LosesAbilities, "613.1f", tg.id);
          if (ce.sets_base) log_base_pt(g, ce);
        }
      return true;
    case Op::SetBasePT:  // layer 7b until end of turn (613.4b; 611.2c: the objects now)
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          ContinuousEffect ce;
          ce.object = tg.id;
          ce.sets_base = true;
          ce.base_power = static_cast<int16_t>(a);
          ce.base_toughness = static_cast<int16_t>(amount_of(c, e.b));
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          log_base_pt(g, ce);
        }
      return true;
    case Op::LookAtTop: {  // t.d: 0 start, 1 choosing
      PlayerId p = item.controller;
      auto& lib = st.players[static_cast<size_t>(p)].library;
      if (c.t.d == 0) {
        st.scratch.assign(lib.begin(),
                          lib.begin() + std::min<long>(a, static_cast<long>(lib.size())));
        c.t.d = 1;
      }
      if (!ans) {
        std::vector<Option> opts;
        for (ObjId id : cards_matching(st, st.scratch, e.filter, p, item.obj))
          opts.push_back({OptKind::Object, id, 0});
        if (!opts.empty()) {
          opts.push_back({OptKind::Done});  // "you may"
          push_task(g, c.t);
          ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj);
          return false;
        }
      } else if (ans->kind == OptKind::Object) {
        std::erase(st.scratch, ans->obj);
        log_card(g, LogKind::Reveal, "701.20a", ans->obj, p);
        move_object(g, ans->obj, Zone::Hand);
      }
      scratch_to_bottom_random(st, p);
      return true;
    }
    case Op::PutFromHand: {  // the chosen cards enter at the same time
      PlayerId p = item.controller;
      auto pool =
          cards_matching(st, st.players[static_cast<size_t>(p)].hand, e.filter, p, item.obj);
      if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, a, ans)) return false;
      if (!names_chosen(c, st.scratch, p, false, ans)) return false;  // 614.1c: as they enter
      std::vector<ObjId> chosen = st.scratch;
      st.scratch.clear();
      st.left_together.clear();
      for (ObjId id : chosen) {
        ObjId nid = move_object(g, id, Zone::Battlefield);
        if (nid != kNoObj) {
          st.obj(nid).controller = p;
          presence_changed(st, nid);
        }
      }
      return true;
    }
    case Op::RevealTopToHand: {  // 701.20a
      PlayerId p = item.controller;
      auto& lib = st.players[static_cast<size_t>(p)].library;
      if (lib.empty()) return true;
      ObjId top = lib.front();
      if (ans) {  // "Otherwise, you may put it on the bottom of your library."
        if (ans->kind == OptKind::Yes) {
          log_card(g, LogKind::Bottom, "608.2c", top, p);
          move_object(g, top, Zone::Library, true);
        }
        return true;
      }
      log_card(g, LogKind::Reveal, "701.20a", top, p);
      if (matches(st, top, e.filter, p, item.obj)) {
        move_object(g, top, Zone::Hand);
      } else if (e.else_may_bottom) {
        push_task(g, c.t);
        ask(g, DecisionKind::YesNo, p, {{OptKind::Yes, top}, {OptKind::No, top}}, item.obj);
        return false;
      }
      return true;
    }
    case Op::RevealUntilLand: {  // 701.20a: the land enters tapped, the rest go to the bottom
      PlayerId p = item.controller;
      auto& lib = st.players[static_cast<size_t>(p)].library;
      ObjId land = kNoObj;
      st.scratch.clear();
      for (ObjId id : lib) {
        log_card(g, LogKind::Reveal, "701.20a", id, p);
        if (def(st, id).is(TLand)) {
          land = id;
          break;
        }
        st.scratch.push_back(id);
      }
      if (land != kNoObj) {
        ObjId nid = move_object(g, land, Zone::Battlefield);
        if (nid != kNoObj) {
          st.obj(nid).controller = p;
          presence_changed(st, nid);
          enter_tapped(g, nid);
        }
      }
      scratch_to_bottom_random(st, p);  // 401.4: the owner's library, in a random order
      return true;
    }
    case Op::LoyaltyTwice:  // 606.3 as modified: twice each turn, never more (no stacking)
      st.players[static_cast<size_t>(item.controller)].loyalty_twice = true;
      return true;
    case Op::Scry: return look_at_top(c, e, a, false, ans);
    case Op::Surveil: return look_at_top(c, e, a, true, ans);
    case Op::Destroy: {
      std::vector<ObjId> targets, dying;  // a shield counter keeps one from dying (122.1c)
      for (Target tg : who)
        if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
            !st.obj(tg.id).left) {
          targets.push_back(tg.id);
          if (st.obj(tg.id).count(Counter::Shield) == 0 &&
              !regeneration_applies(st, tg.id, !e.no_regen))
            dying.push_back(tg.id);
        }
      if (!destroy_replacements_settled(g, targets, !e.no_regen, ans) ||
          !replacements_settled(g, dying, nullptr)) {
        push_task(g, c.t);
        return false;
      }
      st.left_together.clear();
      std::array<int, 2> made{};  // tokens for each controller of a destroyed creature
      for (ObjId id : targets)
        if (destroy(g, id, "701.8a", true, !e.no_regen))  // even if a replacement exiles it
          ++made[static_cast<size_t>(st.obj(id).controller)];
      if (e.token)
        for (PlayerId p : {st.active, GameState::opponent(st.active)})
          for (int i = 0, n = replaced_amount(g, StaticKind::DoubleTokensYouCreate,
                                              made[static_cast<size_t>(p)], p);
               i < n; ++i)
            create_token(g, e.token_id, p);
      return true;
    }
    case Op::PhaseOut:
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id))
          phase_out(g, tg.id, a == 1 ? item.obj : kNoObj, item.controller);
      return true;
    case Op::Exile:
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          log_obj(g, LogKind::Exiled, "406.3", tg.id);
          st.last_moved = move_object(g, tg.id, Zone::Exile);
        }
      return true;
    case Op::ExileCrewers: {  // 702.122b; ruling DMU-R-0119: only those still on the battlefield
      std::vector<ObjId> crew;
      for (const Crewed& cr : st.crewed)
        if (cr.vehicle == item.obj && on_battlefield(st, cr.creature) &&
            is_type(st, cr.creature, TCreature) &&
            std::find(crew.begin(), crew.end(), cr.creature) == crew.end())
          crew.push_back(cr.creature);
      for (ObjId id : crew) {
        log_obj(g, LogKind::Exiled, "406.3", id);
        ObjId exiled = move_object(g, id, Zone::Exile);
        if (exiled == kNoObj) continue;  // a token ceased to exist (111.7)
        // 603.7: returns at the beginning of the next end step, whatever became of the source
        // (ruling DMU-R-0120)
        st.delayed.push_back(
            {item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller, exiled});
      }
      return true;
    }
    case Op::ReturnToHand:
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          log_obj(g, LogKind::ReturnToHand, "400.7", tg.id);
          move_object(g, tg.id, Zone::Hand);
        }
      return true;
    case Op::ReturnToBattlefield:
      if (!read_ahead_chosen(c, e, who, ans)) return false;
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          ObjId card = tg.id;
          ObjId nid = move_object(g, card, Zone::Battlefield);
          if (nid != kNoObj) {
            st.obj(nid).controller = e.under_owner ? st.obj(nid).owner : item.controller;
            presence_changed(st, nid);
            if (e.tapped) enter_tapped(g, nid);
            int extra = eval(st, item, e.b);
            if (extra > 0) add_counters(g, nid, e.counter, extra);
            st.last_moved = nid;  // "It gains haste until end of turn"
          }
        }
      return true;
    case Op::Sacrifice: {  // the player chooses what to sacrifice (701.21a)
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      if (ans && ans->kind == OptKind::Object) st.scratch.assign(1, ans->obj);
      if (!st.scratch.empty()) {  // the chosen one, once its replacement effects are settled
        if (!replacements_settled(g, st.scratch, ans)) {
          push_task(g, c.t);
          return false;
        }
        sacrifice(g, st.scratch[0]);
        st.scratch.clear();
        ++c.t.d;
      }
      if (c.t.d < a) {
        std::vector<Option> opts;
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == p && matches(st, id, e.filter, p, item.obj))
            opts.push_back({OptKind::Object, id, 0});
        c.did = c.t.d > 0;
        if (opts.empty()) return true;
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCostObject, p, std::move(opts), item.obj, a - c.t.d);
        return false;
      }
      c.did = c.t.d > 0;  // for a following "If you do" / "If they don't"
      return true;
    }
    case Op::CreateToken: return create_tokens(c, e, who, a, ans);
    case Op::CreateEmblem: {  // 114.1: an emblem in the command zone
      ObjId em = new_object(st, e.token_id, item.controller, Zone::Command);
      st.command.push_back(em);
      log_obj(g, LogKind::TokenCreated, "114.1", em);
      return true;
    }
    case Op::PayAnyAmountLook: return pay_any_amount_look(c, ans);
    case Op::CostMoreThisTurn:
      for (Target tg : who) {
        auto& inc = st.players[static_cast<size_t>(tg.id)].cost_increase;
        inc = static_cast<int8_t>(inc + a);
      }
      return true;
    case Op::PutCounters:
      if (e.distribute) {  // 601.2d: each target gets the share announced with the targets
        for_each_share(c, e, a, true,
                       [&](Target tg, int n) { add_counters(g, tg.id, e.counter, n); });
        return true;
      }
      for (Target tg : who)
        if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
            !st.obj(tg.id).left) {
          add_counters(g, tg.id, e.counter, a);
        } else if (tg.kind == Target::Player && e.counter == Counter::Poison && a > 0) {
          // 122.1f: poison counters on a player; ten or more lose the game (704.5c)
          auto& poison = st.players[static_cast<size_t>(tg.id)].poison;
          poison = static_cast<int16_t>(poison + a);
          st.sba_settled = false;
          if (g.log) {
            LogEntry le = entry(g, LogKind::PoisonCounters, "122.1f");
            le.player = static_cast<PlayerId>(tg.id);
            le.amount = a;
            g.emit(le);
          }
        }
      return true;
    case Op::Pump:
    case Op::GrantKeywords:
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left)
          add_effect(g, tg.id, e.op == Op::Pump ? a : 0, e.op == Op::Pump ? amount_of(c, e.b) : 0,
                     e.keywords);
      return true;
    case Op::Tap:
    case Op::TapAndStun:
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          tap(g, tg.id);
          log_obj(g, LogKind::Tap, "701.26a", tg.id);
          if (e.op == Op::TapAndStun) add_counters(g, tg.id, Counter::Stun, a);
        }
      return true;
    case Op::Regenerate:  // 701.19a: a shield for the next destruction this turn
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id)) {
          ++st.obj(tg.id).regen_shields;
          log_obj(g, LogKind::RegenShield, "701.19a", tg.id);
        }
      return true;
    case Op::Untap:
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) untap(g, tg.id, "701.26b");
      return true;
    case Op::CounterSpell:  // 701.6a
      for (Target tg : who)
        for (size_t i = 0; i < st.stack.size(); ++i)
          if (!st.stack[i].ability && st.stack[i].obj == tg.id) {
            if (def(st, tg.id).cant_be_countered) break;  // 113.6g: it stays on the stack
            st.countered.push_back(st.stack[i]);
            st.stack.erase(st.stack.begin() + static_cast<long>(i));
            log_obj(g, LogKind::Countered, "701.6a", tg.id);
            move_object(g, tg.id, st.obj(tg.id).flashback ? Zone::Exile : Zone::Graveyard);
            break;
          }
      return true;
    case Op::CantBlock:
      until_end_of_turn(st, who, [](ContinuousEffect& ce) { ce.cant_block = true; });
      return true;
    case Op::SacrificeIt: {
      std::vector<ObjId> dying;
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id) &&
            st.obj(tg.id).controller == item.controller)
          dying.push_back(tg.id);
      if (!replacements_settled(g, dying, ans)) {
        push_task(g, c.t);
        return false;
      }
      for (ObjId id : dying) sacrifice(g, id);
      c.did = !dying.empty();
      return true;
    }
    case Op::CastFromHandFree: return cast_from_hand_free(c, e, a, ans);
    case Op::CopyAndCast: {  // 707.12: a copy of the card just exiled; you may cast it now
      PlayerId p = item.controller;
      if (c.t.d == 0) {
        ObjId card = st.last_moved;
        if (card == kNoObj || st.obj(card).left || st.obj(card).zone != Zone::Exile) return true;
        ObjId copy = new_object(st, st.obj(card).card, p, Zone::Exile);
        st.obj(copy).copy = true;
        st.exile.push_back(copy);
        log_card(g, LogKind::CopyCreated, "707.12", copy, p);
        if (!can_cast(st, copy, p, kCastCopy)) {
          cease_to_exist(g, copy, "704.5e");
          return true;
        }
        c.t.d = 1 + copy;
        push_task(g, c.t);
        ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, copy);
        return false;
      }
      ObjId copy = c.t.d - 1;
      if (ans && ans->kind == OptKind::Yes)
        cast_now(c, e, copy, kCastCopy);
      else  // not cast now, it can't be cast later: it ceases to exist (704.5e)
        cease_to_exist(g, copy, "704.5e");
      return true;
    }
    case Op::CreateDelayed: {  // 603.7a: created by the resolving effect, triggers later
      const Ability& linked = card_def(item.source_card).abilities[static_cast<size_t>(e.a.n)];
      // "it": one object, or each token a token-copy effect made (last_moved_first())
      ObjId about = e.who == Who::Source ? item.obj : st.last_moved;
      ObjId first = e.who == Who::Source ? item.obj : last_moved_first(st);
      // "at the beginning of the next upkeep" (any player's)
      if (linked.trigger.event == Event::BeginningOfUpkeep) {
        for (ObjId id = first; about != kNoObj && id <= about; ++id)
          st.delayed.push_back({item.source_card, item.obj, static_cast<int8_t>(e.a.n),
                                item.controller, id, kNextUpkeep});
        return true;
      }
      if (linked.trigger.event != Event::None) {  // "when you next ... this turn" (603.7c)
        // About the target ("that creature", Jaya's -2) if it names one.
        ObjId that = e.who == Who::Target && !who.empty() && who[0].kind == Target::Object
                         ? who[0].id
                         : kNoObj;
        st.delayed.push_back({item.source_card, item.obj, static_cast<int8_t>(e.a.n),
                              item.controller, that, st.turn});
        return true;
      }
      for (ObjId id = first; about != kNoObj && id <= about; ++id)
        st.delayed.push_back(
            {item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller, id});
      return true;
    }
    case Op::Reflexive:               // 603.12: "when you do" triggers right away ("that much": b)
      if (e.who == Who::LastMoved) {  // "When you discard a card this way": only if one was
        if (st.last_moved != kNoObj)
          trigger_linked(g, item.source_card, item.obj, e.a.n, item.controller, st.last_moved,
                         amount_of(c, e.b));
        return true;
      }
      trigger_linked(g, item.source_card, item.obj, e.a.n, item.controller, kNoObj,
                     amount_of(c, e.b));
      return true;
    case Op::ExileUntilSourceLeaves: {
      const Object& src = st.obj(item.obj);
      if (src.left || src.zone != Zone::Battlefield) return true;  // 610.3a-b: nothing moves
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left) {
          log_obj(g, LogKind::Exiled, "610.3", tg.id, 0, item.obj);
          ObjId ex = move_object(g, tg.id, Zone::Exile);  // a token ceases to exist (111.7)
          st.last_moved = ex;
          if (ex == kNoObj) continue;
          // 712.21c: both cards of a melded permanent return (610.3c)
          for (ObjId card : {ex, meld_partner_card(st, ex)})
            if (card != kNoObj) {
              st.obj(card).exiled_by = item.obj;
              st.obj(card).until_leaves = true;
            }
        }
      return true;
    }
    case Op::ExileFromEachGraveyard: return exile_from_each_graveyard(c, e, who, ans);
    case Op::CastExiledWithSource: return cast_exiled_with_source(c, e, ans);
    case Op::ExileUntilLesserCastFree: return exile_until_lesser_cast_free(c, e, ans);
    case Op::AttackTaxUntilYourNextTurn: {
      ContinuousEffect ce;
      ce.taxed = item.controller;
      ce.attack_tax = static_cast<int8_t>(a);
      ce.until_end_of_turn = false;
      ce.until_turn_of = item.controller;
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
      return true;
    }
    case Op::ReturnGreatestManaValue: {  // t.d: players who have chosen; choices in scratch
      if (c.t.d == 0 && !ans) st.scratch.clear();
      if (ans) {
        st.scratch.push_back(ans->obj);
        ++c.t.d;
      }
      for (; c.t.d < static_cast<int>(who.size()); ++c.t.d) {
        PlayerId p = player_of(who[static_cast<size_t>(c.t.d)]);
        int best = -1;
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == p && is_type(st, id, TCreature))
            best = std::max<int>(best, chars(st, id).mana_value);
        if (best < 0) continue;  // controls no creature
        std::vector<Option> opts;
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == p && is_type(st, id, TCreature) &&
              chars(st, id).mana_value == best)
            opts.push_back({OptKind::Object, id, 0});
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj);
        return false;
      }
      std::vector<ObjId> chosen = st.scratch;  // returned at the same time
      st.scratch.clear();
      for (ObjId id : chosen)
        if (!st.obj(id).left) {
          log_obj(g, LogKind::ReturnToHand, "400.7", id);
          move_object(g, id, Zone::Hand);
        }
      return true;
    }
    case Op::ExileAndReturn:
      for (Target tg : who) exile_and_return(c, e, tg);
      return true;
    case Op::Transform:
      for (Target tg : who)
        if (tg.kind == Target::Object) transform(g, tg.id);
      return true;
    case Op::AddMana:  // 106.4: it stays in the pool until the step ends
      for (Target tg : who) {
        Player& pl = st.players[static_cast<size_t>(tg.id)];
        int added = 0;
        for (int kind = 0; kind < kManaKinds; ++kind)
          if (e.colors ? (mana_kind_color(kind) & e.colors) != 0 : kind == MC) {
            pl.pool.amount[static_cast<size_t>(kind)] =
                static_cast<int16_t>(pl.pool.amount[static_cast<size_t>(kind)] + a);
            added += a;
          }
        if (g.log) {
          LogEntry le = entry(g, LogKind::ManaAdded, "106.4");
          le.player = player_of(tg);
          le.card = st.obj(item.obj).card;
          le.obj = item.obj;
          le.amount = added;
          le.amount2 = e.colors ? e.colors : -1;  // the colors of the mana; -1: colorless
          g.emit(le);
        }
      }
      return true;
    case Op::Fight: {  // 701.14a-b
      ObjId src = source_of(c, e);
      auto present = [&](ObjId id) {
        return id != kNoObj && !st.obj(id).left && st.obj(id).zone == Zone::Battlefield &&
               is_type(st, id, TCreature);
      };
      for (Target tg : who) {
        if (tg.kind != Target::Object || !present(src) || !present(tg.id)) continue;
        log_obj(g, LogKind::Fight, "701.14a", src, 0, tg.id);
        int p1 = chars(st, src).power, p2 = chars(st, tg.id).power;
        deal_damage(g, src, tg, p1, false);  // 701.14d: not combat damage
        deal_damage(g, tg.id, {Target::Object, src}, p2, false);
      }
      return true;
    }
    case Op::Attach: {  // 701.3a; 701.3b: attaching to what it's attached to does nothing
      // The source, or the Equipment in target slot `source_slot` ("attach target Equipment")
      ObjId eq = source_of(c, e);
      if (eq == kNoObj || st.obj(eq).left || st.obj(eq).zone != Zone::Battlefield) return true;
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left && tg.id != eq &&
            st.obj(tg.id).zone == Zone::Battlefield && st.obj(eq).attached_to != tg.id) {
          st.obj(eq).attached_to = tg.id;
          st.obj(eq).timestamp = st.next_timestamp++;  // 613.7e
          st.chars_changed();
          log_obj(g, LogKind::Attached, a == 1 ? "702.182a" : "701.3a", eq, 0, tg.id);
        }
      return true;
    }
    case Op::DiscardUpTo: {  // t.d: cards discarded so far
      if (who.empty()) return true;
      PlayerId p = player_of(who[0]);
      if (c.t.d == 0) st.last_count = 0;
      if (ans && ans->kind == OptKind::Object) {
        discard(g, ans->obj);
        ++c.t.d;
        st.last_count = static_cast<int16_t>(c.t.d);
      }
      auto& hand = st.players[static_cast<size_t>(p)].hand;
      if ((ans && ans->kind == OptKind::Done) || c.t.d >= a || hand.empty()) return true;
      std::vector<Option> opts;
      for (ObjId id : hand) opts.push_back({OptKind::Object, id, 0});
      opts.push_back({OptKind::Done});
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseDiscard, p, std::move(opts), item.obj, a - c.t.d);
      return false;
    }
    case Op::DiscardHand:  // 701.9a: all at once
      st.last_count = 0;
      for (Target tg : who) {
        std::vector<ObjId> hand = st.players[static_cast<size_t>(tg.id)].hand;
        for (ObjId id : hand) discard(g, id);
        st.last_count = static_cast<int16_t>(st.last_count + static_cast<int>(hand.size()));
      }
      return true;
    case Op::ChooseMovedToHand: {  // t.d: cards chosen so far
      if (ans && ans->kind == OptKind::Object) {
        move_object(g, ans->obj, Zone::Hand);
        ++c.t.d;
      }
      if ((ans && ans->kind == OptKind::Done) || c.t.d >= a) return true;
      std::vector<Option> opts;
      for (ObjId id : st.moved)
        if (!st.obj(id).left && card_def(st.obj(id).card).is(e.filter.types))
          opts.push_back({OptKind::Object, id, 0});
      if (opts.empty()) return true;
      opts.push_back({OptKind::Done});
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj, a - c.t.d);
      return false;
    }
    case Op::CopyToken: {
      ObjId orig = kNoObj;
      if (e.who == Who::ChosenPermanent) {
        if (!chosen_permanent(c, e, ans, orig)) return false;
      } else if (!who.empty() && who[0].kind == Target::Object) {
        orig = who[0].id;
      }
      // 608.2h: a permanent that left (a creature that died, a target gone before the trigger
      // resolves) is copied as it last existed on the battlefield (rulings DMU-R-0234, -0336).
      if (orig == kNoObj || st.obj(orig).zone != Zone::Battlefield) return true;
      // 707.2: the copiable values are the printed characteristics of the face that's up, as
      // modified by the "except" of the copy effect that made it, if it is a copy (707.9b: a
      // token copy of a token copies what that token copied, with its exceptions); nothing else
      // of the original (counters, tapped, attachments, other effects) is copied. 707.8a: a copy
      // of a transformed permanent is a double-faced token with its back face up.
      CardId card = st.obj(orig).card;
      CopyExcept except = copied_except(except_of(st, orig), e.except);
      // 614.1a: Doubling Season makes two. t.d counts the tokens made (above the chosen
      // permanent's bits): each one enters on its own, with its own read ahead number or
      // enchanted object (614.12a).
      int made = c.t.d >> kMadeShift;
      int n = replaced_amount(g, StaticKind::DoubleTokensYouCreate, 1, item.controller, kNoObj,
                              Counter::PlusOne, made > 0 || ans);
      for (; made < n; ++made) {
        ObjId host = kNoObj;
        int chapter = 0;
        c.t.d = (c.t.d & kChosenMask) | (made << kMadeShift);
        if (card_def(card).read_ahead && final_chapter(st, orig) > 0) {  // 714.3b: as it enters
          if (!ans) {
            std::vector<Option> opts;
            for (int k = 1; k <= final_chapter(st, orig); ++k)
              opts.push_back({OptKind::Number, orig, k});
            push_task(g, c.t);
            ask(g, DecisionKind::ReadAhead, item.controller, std::move(opts), orig);
            return false;
          }
          chapter = ans->n;
        } else if (card_def(card)
                       .aura) {  // 303.4f: not cast, so its controller chooses what it enchants
          if (!ans) {
            std::vector<Option> opts = aura_host_options(st, card, item.controller, kNoObj);
            if (opts.empty()) return true;  // 303.4g: it can't enter the battlefield
            push_task(g, c.t);
            ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), orig);
            return false;
          }
          host = ans->obj;
        }
        const Option* name = nullptr;
        if (name_as_enters(card_def(card))) {
          if (!(ans && ans->kind == OptKind::Name)) {
            push_task(g, c.t);  // 614.1c: each copy's name is chosen before it enters
            ask_card_name(g, orig, item.controller);
            return false;
          }
          name = ans;
        }
        ans = nullptr;
        ObjId tok = create_token(g, card, item.controller, chapter, except);
        if (host != kNoObj) st.obj(tok).attached_to = host;
        st.chars_changed();
        if (name) take_card_name(g, tok, item.controller, *name);
        if (e.keywords) {  // "It gains haste": no duration, so for as long as it exists
          ContinuousEffect ce;
          ce.object = tok;
          ce.keywords = e.keywords;
          ce.until_end_of_turn = false;
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          log_obj(g, LogKind::Keywords, "611.2", tok, static_cast<int32_t>(e.keywords));
        }
        if (made == 0) st.copies_first = tok;
        st.copies_last = st.last_moved = tok;
      }
      return true;
    }
    case Op::PutCountersUpTo: {  // on each object named (t.d: those done so far)
      if (ans) {
        add_counters(g, ans->obj, e.counter, ans->n);
        ++c.t.d;
      }
      for (; c.t.d < static_cast<int>(who.size()); ++c.t.d) {
        ObjId id = who[static_cast<size_t>(c.t.d)].id;
        if (who[static_cast<size_t>(c.t.d)].kind != Target::Object || st.obj(id).left ||
            st.obj(id).zone != Zone::Battlefield ||
            !matches(st, id, e.filter, item.controller, item.obj))
          continue;
        std::vector<Option> opts;
        for (int k = 0; k <= a; ++k) opts.push_back({OptKind::Number, id, k});
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseNumber, item.controller, std::move(opts), id);
        return false;
      }
      return true;
    }
    case Op::PreventDamageToCreatures:
      for (Target tg : who) {
        ContinuousEffect ce;
        ce.prevent_for = player_of(tg);
        ce.timestamp = st.next_timestamp++;
        st.effects.push_back(ce);
        st.chars_changed();
      }
      return true;
    case Op::CantBeBlocked:
      until_end_of_turn(st, who, [](ContinuousEffect& ce) { ce.unblockable = true; });
      return true;
    case Op::EntersWithCounters:  // a replacement effect for when the spell resolves (614.1c)
      for (Target tg : who)
        if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Stack && !st.obj(tg.id).left) {
          st.obj(tg.id).enter_counter = e.counter;
          st.obj(tg.id).enter_counters = static_cast<int8_t>(st.obj(tg.id).enter_counters + a);
        }
      return true;
    case Op::ChooseAttached: {
      if (ans) {
        st.last_moved = ans->kind == OptKind::Object ? ans->obj : kNoObj;
        return true;
      }
      st.last_moved = kNoObj;
      std::vector<Option> opts;
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id))
          for (ObjId id : st.battlefield)
            if (st.obj(id).attached_to == tg.id &&
                matches(st, id, e.filter, item.controller, item.obj))
              opts.push_back({OptKind::Object, id, 0});
      if (opts.empty()) return true;
      opts.push_back({OptKind::Done});  // "up to one"
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
      return false;
    }
    case Op::PutSourceCounters: {
      const Object& src = st.obj(item.obj);  // last known (608.2h)
      for (Target tg : who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id))
          for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
            if (src.counters[static_cast<size_t>(k)] > 0 && k != static_cast<int>(Counter::Poison))
              add_counters(g, tg.id, static_cast<Counter>(k), src.counters[static_cast<size_t>(k)]);
      return true;
    }
    case Op::AttachFromSource: {
      if (who.empty() || who[0].kind != Target::Object || !on_battlefield(st, who[0].id))
        return true;
      ObjId to = who[0].id;
      ObjId eq = kNoObj;
      if (ans) {
        eq = ans->obj;
      } else {
        std::vector<Option> opts;
        for (ObjId id : st.battlefield)
          if (std::find(st.unattached.begin(), st.unattached.end(),
                        std::pair<ObjId, ObjId>{id, item.obj}) != st.unattached.end())
            opts.push_back({OptKind::Object, id, 0});
        if (opts.empty()) return true;
        if (opts.size() > 1) {  // "an Equipment": one of them
          push_task(g, c.t);
          ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
          return false;
        }
        eq = opts[0].obj;
      }
      if (st.obj(eq).attached_to != to && eq != to) {  // 701.3b
        st.obj(eq).attached_to = to;
        st.obj(eq).timestamp = st.next_timestamp++;  // 613.7e
        st.chars_changed();
        log_obj(g, LogKind::Attached, "701.3a", eq, 0, to);
      }
      return true;
    }
    case Op::EndTheTurn: {
      log_obj(g, LogKind::TurnEnds, "724.1", item.obj);
      st.pending.clear();  // 724.1a: triggered but not yet put on the stack: they cease to exist
      // 724.1b: exile every object on the stack, the resolving one too (it goes on resolving;
      // finish() then finds it gone and only removes its stack item).
      for (size_t i = st.stack.size(); i-- > 0;) {
        const StackItem s = st.stack[i];
        if (!s.ability && !st.obj(s.obj).left) {
          ObjId nid = move_object(g, s.obj, Zone::Exile);
          if (nid != kNoObj) log_obj(g, LogKind::Exiled, "724.1b", nid);
        }
      }
      st.stack.erase(st.stack.begin(), st.stack.end() - 1);
      // 724.1d: the step ends; during combat, creatures are removed from combat. The game goes
      // straight to the cleanup step: drop what was left of this step (priority, combat tasks)
      // down to the task that ends it, and end it as the end step would.
      if (st.step >= Step::BeginCombat && st.step <= Step::EndCombat) end_combat(st);
      while (!st.tasks.empty() &&
             !(st.tasks.back().kind == TaskKind::Turn && st.tasks.back().stage == 1))
        st.tasks.pop_back();
      st.step = Step::End;
      st.passes = 0;
      // 724.1c: state-based actions, with no priority; what triggers now is put on the stack
      // in the cleanup step (724.1f, 514.3a).
      push_task(g, Task{TaskKind::StateBasedActions});
      return true;
    }
    case Op::WinTheGame:  // 104.2b; the game ends at once (104.1), so its opponent loses
      for (Target tg : who) {
        PlayerId p = player_of(tg);
        st.players[static_cast<size_t>(GameState::opponent(p))].lost = true;
        st.over = true;
        st.winner = p;
        st.decision = Decision{};
        if (g.log) {
          LogEntry le = entry(g, LogKind::GameOver, "104.2b");
          le.player = p;
          le.obj = item.obj;
          le.card = item.source_card;
          g.emit(le);
        }
        break;
      }
      return true;
    case Op::LoseGame:  // 104.3e
      for (Target tg : who) {
        st.players[static_cast<size_t>(tg.id)].lost = true;
        if (g.log) {
          LogEntry le = entry(g, LogKind::LosesGame, "104.3e");
          le.player = player_of(tg);
          le.obj = item.obj;
          le.card = item.source_card;
          g.emit(le);
        }
      }
      check_game_over(g);
      return true;
    case Op::GrantAbility:  // 613.1f: no duration; it ends when the object leaves (400.7)
      for (Target tg : who)
        if (tg.kind == Target::Object && !st.obj(tg.id).left &&
            st.obj(tg.id).zone == Zone::Battlefield) {
          ContinuousEffect ce;
          ce.object = tg.id;
          ce.until_end_of_turn = e.this_turn;
          ce.grant_card = item.source_card;
          ce.grant_index = static_cast<int8_t>(e.a.n);
          ce.timestamp = st.next_timestamp++;
          st.effects.push_back(ce);
          st.chars_changed();
          if (g.log) {  // which ability: the index of one of the granting card's
            LogEntry le = entry(g, LogKind::AbilityGranted, "613.1f");
            le.obj = tg.id, le.card = st.obj(tg.id).card, le.player = st.obj(tg.id).controller;
            le.card2 = item.source_card, le.amount = e.a.n;
            g.emit(le);
          }
        }
      return true;
    case Op::CounterUnlessPays:
      if (e.who == Who::Target) {  // "unless its controller pays {X}": X generic mana
        if (who.empty()) return true;
        ManaCost x;
        x.generic = static_cast<int16_t>(a);
        x.present = true;
        return counter_unless_pays(c, x, ans, who[0].id);
      }
      return counter_unless_pays(c, e.cost, ans);
    case Op::SacrificeUnlessPays: return sacrifice_unless_pays(c, e, who, ans);
    case Op::ReturnUnlessPaysLife: return return_unless_pays_life(c, a, who, ans);
    case Op::ChooseNewTargets: return choose_new_targets(c, who, ans);
    case Op::PayOptional: return pay_optional(c, e, ans);
    case Op::ExileAndMeld: return exile_and_meld(c, ans);
    case Op::ReturnChosenFromGraveyard: return return_chosen_from_graveyard(c, e, ans);
    case Op::GainControl: gain_control_of(c, e, who); return true;
    case Op::CopySpell: return copy_spell(c, e, a, ans);
    case Op::ExileTopChoosePlayable: {  // t.d: 1 once the cards are exiled and one is asked
      PlayerId p = item.controller;
      if (c.t.d == 0) {
        std::vector<Option> opts;
        auto& lib = st.players[static_cast<size_t>(p)].library;
        for (int i = 0; i < a && !lib.empty(); ++i) {
          log_obj(g, LogKind::Exiled, "701.13a", lib.front(), 0, item.obj);
          ObjId nid = move_object(g, lib.front(), Zone::Exile);
          if (nid != kNoObj) opts.push_back({OptKind::Object, nid, 0});
        }
        if (opts.empty()) return true;
        c.t.d = 1;
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj, 1);
        return false;
      }
      if (ans && ans->kind == OptKind::Object) st.obj(ans->obj).play_turn = st.turn;
      return true;
    }
    case Op::ExileTopPlayable:
      for (int i = 0; i < a; ++i) {
        auto& lib = st.players[static_cast<size_t>(item.controller)].library;
        if (lib.empty()) break;
        log_obj(g, LogKind::Exiled, "406.3", lib.front());
        ObjId nid = move_object(g, lib.front(), Zone::Exile);
        st.obj(nid).exiled_by = item.obj;
        st.obj(nid).play_on_lore_turn = true;
      }
      return true;
  }
  return true;
}

bool condition_holds(const Ctx& c, const Effect& e) {
  switch (e.cond) {
    case Cond::None: return true;
    case Cond::Kicked:  // 702.33d-e
      return std::popcount(c.g.st.obj(c.item.obj).kicked) >= std::max<int>(1, e.cond_n);
    case Cond::IfYouDid: return (c.t.b & kDidBit) != 0;
    case Cond::IfYouDidNot: return (c.t.b & kDidBit) == 0;
    case Cond::ActivatedAtLeast: return c.g.st.obj(c.item.obj).activations >= e.cond_n;
    case Cond::TriggerSpellManaAtLeast:
      return c.item.trigger_obj != kNoObj && c.g.st.obj(c.item.trigger_obj).mana_spent >= e.cond_n;
    case Cond::NotCastFromGraveyard: return c.g.st.obj(c.item.obj).cast_from != Zone::Graveyard;
    case Cond::ControlCreaturesAtLeast:
    case Cond::ControlCreaturesFewerThan: {
      int n = 0;
      for (ObjId id : c.g.st.battlefield)
        n += c.g.st.obj(id).controller == c.item.controller && is_type(c.g.st, id, TCreature);
      return (n >= e.cond_n) == (e.cond == Cond::ControlCreaturesAtLeast);
    }
    case Cond::CastFromGraveyard: return c.g.st.obj(c.item.obj).cast_from == Zone::Graveyard;
    case Cond::SourceCountersAtLeast: return c.g.st.obj(c.item.obj).count(e.counter) >= e.cond_n;
    case Cond::SourceMatches: {  // its characteristics now (ruling DMU-R-0109: on resolution)
      // A source that left the battlefield is looked at as it last existed there (608.2h): its
      // record keeps that zone, and its effects stay until the cleanup step.
      const GameState& st = c.g.st;
      return st.obj(c.item.obj).zone == Zone::Battlefield &&
             matches(st, c.item.obj, e.filter, c.item.controller, kNoObj);
    }
    case Cond::ControlGreatestPower: {
      const GameState& st = c.g.st;
      int best = INT32_MIN, mine = INT32_MIN;
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TCreature)) {
          int p = chars(st, id).power;
          best = std::max(best, p);
          if (st.obj(id).controller == c.item.controller) mine = std::max(mine, p);
        }
      return mine != INT32_MIN && mine == best;
    }
    case Cond::TargetManaValueAtMost:
      for (int i = 0; i < c.item.ntargets; ++i)
        if (c.item.spec[static_cast<size_t>(i)] == e.slot &&
            c.item.targets[static_cast<size_t>(i)].kind == Target::Object)
          return chars(c.g.st, c.item.targets[static_cast<size_t>(i)].id).mana_value <= e.cond_n;
      return false;
  }
  return true;
}

// `resolved`: the spell resolved, rather than being removed for its illegal targets (608.2b).
void finish(Game& g, const StackItem& item, bool resolved) {
  GameState& st = g.st;
  st.stack.pop_back();
  if (item.ability || st.obj(item.obj).left) return;
  const Object& spell = st.obj(item.obj);
  // 715.3d: an Adventure that resolves is exiled instead, and its controller may play the card
  // from exile; a copy (715.3c) ceases to exist there (704.5e, ruling FIN-R-0056).
  if (resolved && def(st, item.obj).is_adventure()) {
    PlayerId caster = spell.controller;
    ObjId nid = move_object(g, item.obj, Zone::Exile);
    if (nid != kNoObj) {
      st.obj(nid).adventure_player = caster;
      log_obj(g, LogKind::Exiled, "715.3d", nid);
    }
    return;
  }
  // 608.2n; 702.34a: flashback exiles it instead
  move_object(g, item.obj, spell.flashback ? Zone::Exile : Zone::Graveyard);
}

}  // namespace

// t.b: illegal-target mask; t.c: effect index; t.d: progress inside the effect.
void run_resolve(Game& g, Task t) {
  GameState& st = g.st;
  if (st.stack.empty()) return;
  StackItem item = st.stack.back();
  const Mode* mode = item_mode(item);
  if (t.stage == 0) {
    st.left_together.clear();
    st.last_moved = kNoObj;  // "it" refers to what this resolution moves or creates
    log_obj(g, LogKind::Resolve, "608.2", item.obj, item.ability ? item.index : -1);
    const Ability* ab = item_ability(item);
    if (item.ability && ab &&
        !trigger_if_holds(st, *ab, item.controller, item.trigger_obj, item.obj)) {
      log_obj(g, LogKind::Fizzle, "603.4", item.obj);  // the intervening "if" is false now
      finish(g, item, false);
      return;
    }
    uint32_t illegal = 0;
    if (mode && item.ntargets > 0) {  // 608.2b
      for (int i = 0; i < item.ntargets; ++i) {
        const TargetSpec& spec =
            mode->targets[static_cast<size_t>(item.spec[static_cast<size_t>(i)])];
        if (!legal_target(st, spec, item.targets[static_cast<size_t>(i)], item.controller, item.obj,
                          item.x))
          illegal |= 1u << i;
      }
      if (illegal == (1u << item.ntargets) - 1) {  // every target illegal: it doesn't resolve
        log_obj(g, LogKind::Fizzle, "608.2b", item.obj);
        finish(g, item, false);
        return;
      }
    }
    t.b = static_cast<int32_t>(illegal);
    const CardDef& d = card_def(item.source_card);
    if (!item.ability && d.read_ahead && final_chapter(st, item.obj) > 0) {
      t.stage = 3;  // 714.3b: the number is chosen as it enters
      std::vector<Option> opts;
      for (int n = 1; n <= final_chapter(st, item.obj); ++n)
        opts.push_back({OptKind::Number, item.obj, n});
      push_task(g, t);
      ask(g, DecisionKind::ReadAhead, item.controller, std::move(opts), item.obj);
      return;
    }
  }
  if (t.stage == 3) {
    Option chosen;
    take_answer(g, chosen);
    st.obj(item.obj).read_ahead = static_cast<int8_t>(chosen.n);
    if (g.log) {
      LogEntry e = entry(g, LogKind::ReadAheadChosen, "702.155b");
      e.obj = item.obj;
      e.card = item.source_card;
      e.player = item.controller;
      e.amount = chosen.n;
      g.emit(e);
    }
    t.stage = 4;
  }
  if (t.stage == 5) {  // the card name chosen as it enters
    Option chosen;
    take_answer(g, chosen);
    take_card_name(g, item.obj, item.controller, chosen);
    t.stage = 4;
  }
  if (t.stage == 6) {  // what it enters as a copy of, if anything
    Option chosen;
    take_answer(g, chosen);
    take_copy_choice(g, item.obj, chosen);
    t.b |= kCopyChosenBit;
    t.stage = 4;
  }
  if (t.stage == 0 || t.stage == 4) {
    const CardDef& d = card_def(item.source_card);
    if (!item.ability && d.is(TArtifact | TCreature | TEnchantment | TPlaneswalker | TBattle)) {
      // 614.12a: a copy effect first, so that the copied card's "as enters" choices apply.
      if (!(t.b & kCopyChosenBit) && needs_copy_choice(st, item.obj)) {
        t.stage = 6;
        push_task(g, t);
        ask_copy_choice(g, item.obj, item.controller);
        return;
      }
      if (needs_name(st, item.obj)) {  // 614.1c, 614.12a: chosen before it enters
        t.stage = 5;
        push_task(g, t);
        ask_card_name(g, item.obj, item.controller);
        return;
      }
      st.stack.pop_back();  // 608.3: a permanent spell enters the battlefield
      ObjId nid = move_object(g, item.obj, Zone::Battlefield);  // 306.5b: with loyalty
      if (nid != kNoObj && d.aura && item.ntargets > 0) {
        st.obj(nid).attached_to = item.targets[0].id;  // 303.4f: attached to its target
        st.chars_changed();
      }
      return;
    }
    t.stage = 1;
    t.c = 0;
    t.d = 0;
  }
  Option ans;
  bool answered = take_answer(g, ans);
  Ctx c{g, t, item, static_cast<uint32_t>(t.b & 0xFF)};
  if (mode) {
    while (t.c < static_cast<int>(mode->effects.size())) {
      const Effect& e = mode->effects[static_cast<size_t>(t.c)];
      if (condition_holds(c, e)) {
        if (e.optional && t.stage == 1) {  // "you may": ask first (stage 2 once accepted)
          if (!answered) {
            push_task(g, t);
            PlayerId chooser = item.controller;
            if (e.they_choose) {  // "that player may ..."
              std::vector<Target> named;
              recipients(c, e, named);
              if (!named.empty() && named[0].kind == Target::Player) chooser = player_of(named[0]);
            }
            ask(g, DecisionKind::YesNo, chooser, {{OptKind::Yes}, {OptKind::No}}, item.obj);
            return;
          }
          answered = false;
          if (ans.kind == OptKind::No) {
            t.b &= ~kDidBit;
            ++t.c;
            continue;
          }
          t.stage = 2;
        }
        c.did = true;
        if (!run_effect(c, e, answered ? &ans : nullptr)) return;
        answered = false;
        if (e.optional) t.b = c.did ? (t.b | kDidBit) : (t.b & ~kDidBit);
      }
      ++t.c;
      t.d = 0;
      t.stage = 1;
    }
  }
  finish(g, item, true);
}

}  // namespace lore
