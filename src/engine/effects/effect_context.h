// Internal to the effect primitives (src/engine/effects/, one file per family) and the resolution
// driver (resolve.cpp, CR 608): the resolving context and the helpers several families share.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <stdexcept>
#include <type_traits>

#include "engine/engine.h"

namespace lore::effects {

struct Ctx {
  Game& g;
  Task& t;
  const StackItem& item;
  uint32_t illegal;                          // bit i: target i became illegal (608.2b)
  bool did = true;                           // the effect was done (for a following "If you do")
  const std::vector<Target>* who = nullptr;  // the effect's recipients (recipients())
  int a = 0;                                 // the effect's amount (amount_of())
};

inline constexpr int32_t kDidBit = 1 << 30;  // in t.b: the last optional effect was done
// In t.b: a resolving permanent spell's "enter as a copy" choice was made (614.12a).
inline constexpr int32_t kCopyChosenBit = 1 << 29;
// In t.b: a resolving permanent spell's "pay any amount of life as it enters" was paid (614.1c).
inline constexpr int32_t kLifePaidBit = 1 << 28;
// In t.b: every coin of the resolution's last "flip N coins" came up heads / tails (705.2).
inline constexpr int32_t kAllHeadsBit = 1 << 27, kAllTailsBit = 1 << 26;
// In t.d of a token-copy effect: 1 + the chosen permanent (chosen_permanent()) in the low bits,
// the tokens made so far above them.
inline constexpr int32_t kMadeShift = 24, kChosenMask = (1 << kMadeShift) - 1;

inline PlayerId player_of(Target t) { return static_cast<PlayerId>(t.id); }

ObjId last_moved_first(const GameState& st);

void recipients(const Ctx& c, const Effect& e, std::vector<Target>& out);

int amount_of(const Ctx& c, const Value& v);

// 616.1: before the effect puts `cards` onto the battlefield under `p`'s control, each one's
// controller-to-be has ordered the replacement effects on how it enters (entering_order_settled(),
// `extra` additional +1/+1 counters each). False after asking (the task is pushed again).
bool enter_orders_settled(Ctx& c, const std::vector<ObjId>& cards, PlayerId p, int extra,
                          const Option* ans);

// 508.4: t.d while the player or planeswalker a card put onto the battlefield attacking attacks
// is chosen (attack_choice(), answered by attack_chosen()).
constexpr int32_t kChoosingAttacked = -2;
bool attack_choice(Ctx& c, ObjId id);
void ask_mana_amount(Ctx& c, PlayerId p, int most);
void attack_chosen(GameState& st, const Option& ans);
bool collect(Ctx& c, DecisionKind kind, PlayerId p, const std::vector<ObjId>& pool, int min,
             int max, const Option* ans);
// "You may" choose one of `opts`: a ChooseCard decision about the resolving item with Done added,
// the task waiting for the answer (false). True when there is nothing to choose.
bool ask_may_choose_card(Ctx& c, PlayerId p, std::vector<Option> opts);

void log_card(Game& g, LogKind kind, const char* rule, ObjId card, PlayerId p);

std::vector<ObjId> cards_matching(const GameState& st, const std::vector<ObjId>& zone,
                                  const Filter& f, PlayerId rel, ObjId source);

bool pay_while_resolving(Ctx& c, PlayerId p, const Option* ans, const char* rule, ObjId obj,
                         int amount);

bool ask_to_pay(Ctx& c, const ManaCost& cost, PlayerId payer = kNoPlayer);

ObjId source_of(const Ctx& c, const Effect& e);

// The permanent an Op acting on Who::ChosenPermanent uses: the controller chooses a `filter`
// permanent as the effect resolves (not targeted), remembered in t.d as 1 + its id. Returns
// false after asking; `chosen` is kNoObj when there is nothing to choose. Consumes `ans`.
bool chosen_permanent(Ctx& c, const Effect& e, const Option*& ans, ObjId& chosen);

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

// Runs one effect primitive (CR 608.2c) through the table in dispatch.cpp; false after asking a
// decision (the task resumes with the answer).
bool run_effect(Ctx& c, const Effect& e, const Option* ans);

}  // namespace lore::effects
