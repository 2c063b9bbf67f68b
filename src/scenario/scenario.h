// Scenario files (docs/scenarios.md): a game state, a script of answers, and expectations.
// Parsing checks the whole file first, so a malformed file never starts a game.
#pragma once
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/state.h"
#include "engine/state_text.h"

namespace lore::scn {

// A reference to a player, an aliased object or a card by name.
struct Ref {
  enum Kind : uint8_t { None, Player, Alias, Card, Done };
  Kind kind = None;
  PlayerId player = kNoPlayer;
  std::string alias;
  CardId card = kNoCard;
  std::string text;  // as written, for messages
  // On the stack, or resolved at set-up: "chapter N of REF" (714.2), "ability N of REF" (its
  // Nth activated or triggered ability, printed order); 0: the object itself.
  int chapter = 0, ability = 0;
  // A target written `ability REF`: the topmost activated or triggered ability on the stack whose
  // source REF names (115.2), not the object itself.
  bool stack_ability = false;
};

// One object of a zone list with its attributes (-1: not given).
struct Item {
  int line = 0;
  CardId card = kNoCard;
  int count = 1;
  bool tapped = false, sick = false;
  bool transformed = false;  // back face up (712.14a)
  // controlled-since:N: its controller has controlled it continuously since turn N (302.6,
  // 702.30a); -1: not given (it came under their control as the set-up begins play).
  int controlled_since = -1;
  int damage = 0;
  std::array<int, static_cast<size_t>(Counter::Count)> counters{};
  bool loyalty_given = false;
  std::string attached, alias;
  PlayerId controller = kNoPlayer;
  bool token = false;  // a token with the card's characteristics (111.1, as a token copy)
  // Stack only: a spell already cast (601.2i), with its mode (0-based), X and targets; `modes`:
  // every mode chosen (0-based, `mode:1+3`) for a "choose one or more" spell (700.2d).
  int mode = 0, x = 0;
  std::vector<int> modes;
  std::vector<Ref> targets;
  // 903.3: the card is its owner's commander (`commander`, any zone; every card of a `command`
  // line), cast `casts` times from the command zone (903.8), having dealt `dealt[p]` combat
  // damage to player p (903.10a).
  bool commander = false;
  int casts = 0;
  std::array<int, kMaxPlayers> dealt{};
  // `resolved:` only: "ability N of REF" / "chapter N of REF", the ability that resolves
  // (`card`: the source's card); None: the item is a spell (`card`).
  Ref source;
};

struct ZoneSpec {
  PlayerId player = 0;
  Zone zone = Zone::Hand;
  std::vector<Item> items;
  // `P1 resolved:` (zone Stack): spells and abilities put on the stack and resolved, in order,
  // as play begins, with no costs paid.
  bool resolved = false;
};

struct Setup {
  int turn = 2;
  PlayerId active = 0;
  Step step = Step::Main1;
  int players = 2;  // 800.1: more than two, a free-for-all game (P3 .. P6)
  std::array<int, kMaxPlayers> life{20, 20, 20, 20, 20, 20}, poison{};
  std::array<bool, kMaxPlayers> life_given{}, poison_given{};
  // `format 2hg`: a Two-Headed Giant game (810), P1 and P2 against P3 and P4; each team's life
  // (default 30) and poison are shared, so a line for either player sets the team's.
  // `format commander`: a Commander game (903), 40 life unless given (903.7).
  Format format = Format::FreeForAll;
  int format_line = 0;
  int life_of(size_t p) const {
    return format == Format::Commander && !life_given[p] ? 40 : life[p];
  }
  // -1: from the turn number (see setup.cpp)
  std::array<int, kMaxPlayers> turns_taken{-1, -1, -1, -1, -1, -1};
  // `P2 monarch`: that player is the monarch as play begins (725); kNoPlayer: no monarch
  PlayerId monarch = kNoPlayer;
  std::vector<ZoneSpec> zones;  // in file order; lists for one zone append
  bool auto_single = false;
  // The seed of the game's random generator (shuffles, random orders, modes chosen at random);
  // -1: not given, the generator's default.
  int64_t seed = -1;
  std::vector<StateLine> state_lines;  // a dump's exact state block, if any
  // `random N...`: what the first choices made at random come out as (Game::forced_random),
  // 1-based as written.
  std::vector<int> random;
  int random_line = 0;
};

struct Expect {
  enum What : uint8_t {
    ZoneHas,
    ZoneLacks,
    ZoneCount,
    ZoneIs,
    Life,
    Poison,
    Pool,  // the mana pool, as ManaPool::str() ("{R}{R}", "empty")
    Counters,
    PT,
    Tapped,
    Untapped,
    PhasedOut,
    PhasedIn,
    Attached,
    Is,
    IsNot,
    Damage,
    InZone,
    StackIs,
    Priority,
    Decision,
    StepIs,
    Turn,
    Active,
    Result,
    LogHas,
    LogLacks,
    CanDo,  // n: 1 can, 0 cannot; text: cast, activate or play
    Legal,  // the command's trial answer is legal now (tried on a copy of the game)
    Illegal,
    Mode,       // the topmost stack item of the object has mode n (0-based)
    ManaValue,  // its mana value now (202.3, chars())
    SeesTop,    // n 1: the player may look at the top card of their library, obj (401.5); 0: not
    Named,      // the card name chosen for the object as it entered (201.4): obj2.card, or none
    ColorIdentity,  // its card's color identity is exactly `colors` (903.4)
    SeesHand,       // the player looks at player n's hand now (n -1: at no opponent's hand)
    TypesAre,       // its card types, supertypes and subtypes are exactly these (205)
    // The Commander deck file `text` (relative to the scenario's directory): n 1 legal, 0
    // illegal (with `detail` in one of its problems), 2 a Commander game started with it puts
    // its commanders into the command zone and the rest into the library (903.6)
    CommanderDeck,
  };
  What what = ZoneHas;
  PlayerId player = kNoPlayer;
  Zone zone = Zone::None;
  Ref obj, obj2;
  int n = -1, n2 = 0;
  std::vector<Ref> list;
  std::array<int, static_cast<size_t>(Counter::Count)> counters{};  // -1: not checked
  TypeMask types = 0;
  uint8_t supertypes = 0;
  KeywordMask keywords = 0;
  ColorMask colors = 0;               // is/not: colors (105.1)
  bool colorless = false;             // is/not colorless (105.2c)
  bool has_adventure = false;         // is/not has-adventure (715.2a, has_adventure())
  std::vector<std::string> subtypes;  // Is / IsNot: subtypes, printed or gained (205.3)
  std::string text;                   // decision kind, rule
  std::string detail;                 // CommanderDeck: words one of the problems must contain
  int count = -1;                     // log has ... xN: exactly N entries (-1: at least one)
  Step step = Step::Untap;
};

struct Command {
  enum Kind : uint8_t {
    Play,
    Cast,
    Activate,
    Pay,
    Pass,
    PassStack,
    PassStep,
    PassTurn,  // pass until turn n, step
    Attack,
    Block,
    Assign,
    Order,
    Choose,
    Target,
    Number,
    Yes,
    No,
    Top,
    Bottom,
    Graveyard,
    Pile,
    Phyrexian,
    Replace,
    Raw,
    AutoSingle,
    Dump,
    Alias,
    Check,
    Name,     // a card name (201.4): subject.card
    Random,   // the next choices made at random (`random`): numbers, 1-based
    Mana,     // priority: a mana ability of subject (605.3a), for mana of kind n (-1: any)
    Convoke,  // paying: tap subject to convoke, paying a symbol of kind n (-1: generic; 702.51a)
    Color,    // "choose a color" as an effect resolves: the color n (a mana kind, W..G)
  };
  int line = 0;
  std::string text;  // the line as written
  Kind kind = Pass;
  Ref subject;             // the card or source; the object for single-object answers
  std::string alias;       // Alias: the name it defines
  int n = -1;              // ability, number, pile, raw index; -1: not given
  std::vector<int> modes;  // cast ... mode N...: 1-based, in printed order
  bool spectacle = false;  // cast ... spectacle: for its spectacle cost (702.137a)
  bool foretold = false;   // cast ... foretold: from exile for its foretell cost (702.143a)
  bool dash_blitz =
      false;              // cast ... dash / blitz: for its dash or blitz cost (702.109a, 702.152a)
  bool foretell = false;  // foretell REF: the special action (116.2h), not an ability
  int x = -1;
  // cast ... kick [N...|none] (kicker costs, 702.33a) / life [N...|none] (optional life costs
  // of permanents, 601.2b): which optional costs of that kind to pay, in the order asked.
  struct OptionalCosts {
    enum How : uint8_t { NoClause, All, Listed, None };
    How how = NoClause;
    std::vector<int> listed;  // 1-based
    bool given() const { return how != NoClause; }
    bool pays(int nth) const {
      return how == All ||
             (how == Listed && std::find(listed.begin(), listed.end(), nth) != listed.end());
    }
  };
  OptionalCosts kick, life;
  // cast ... phyrexian W|U|B|R|G|life... (601.2b): how each Phyrexian symbol is paid, in the
  // order asked (a mana kind, or kPayLife); also the standalone `phyrexian` line (n).
  static constexpr int kPayLife = -1;
  std::vector<int> phyrexian;
  std::vector<int> divide;                 // ... divide N... (601.2d): the shares asked, in order
  std::vector<int> random;                 // random N...: 1-based, in order
  std::vector<Ref> refs;                   // targets, attackers, sources to pay with, trigger order
  std::vector<std::pair<Ref, Ref>> pairs;  // blocker -> attacker
  Step step = Step::Untap;
  DecisionKind want = DecisionKind::None;  // for choose-like verbs: the decision it answers
  Expect expect;
  std::vector<Command> trial;  // expect legal|illegal: the one answer to try
  bool meanwhile = false;      // Check: may look at the state while a decision is still open
  std::string path;            // dump: the file to write ("" for standard output)
};

struct Scenario {
  std::string file, title;
  bool write_dumps = true;  // false: `dump` lines build the text but write nothing (fuzzing)
  std::vector<std::string> rulings;
  Setup setup;
  std::vector<Command> script;
};

struct ParseResult {
  bool ok = false;
  std::string error;  // "file:line: what is wrong"
  Scenario scenario;
};

struct RunResult {
  bool passed = false;
  std::string message;  // why it failed
};

// Ruling coverage (`lore rulings`, docs/scenarios.md): a ruling is covered only when a scenario
// tagged with it runs and passes.
struct RulingCoverage {
  std::set<std::string> covered;
  std::map<std::string, std::vector<std::string>> failing;  // ruling -> failing tagged files
  int scenarios = 0, passed = 0;                            // tagged scenarios run, passed
  // Runs the scenario if it carries ruling tags (writing no dumps) and counts what it covers.
  void add(Scenario s);
};

ParseResult parse_scenario(std::string_view text, const std::string& file);
ParseResult parse_scenario_file(const std::string& path);
RunResult run_scenario(const Scenario& s);

// Names used by the format (shared by parser and runner messages).
const char* scn_step_name(Step s);

// The state text form (dump.cpp): set-up lines aliasing every object o<ID>, the exact state
// block, and the `---` line, ready for a script to follow.
std::string dump_scenario(const GameState& st);
std::string dump_alias(ObjId id);
std::string dump_item(const GameState& st, ObjId id);  // "Card as o12 tapped +1/+1:2 ..."

}  // namespace lore::scn
