// Filters as a list of conditions (card.h, Filter): conditions compose, each with its own
// parameter, and two subtype conditions keep their own lists.
#include "cards/dsl.h"
#include "harness.h"

namespace lore::test {

using namespace dsl;

TEST(Filter, ConditionsCompose) {
  // "nonland, nontoken permanent an opponent controls with mana value 3 or less"
  Filter f =
      theirs(permanent(kPermanentTypes)).with(Nonland).with(NonToken).with(ManaValueAtMost, 3);
  Harness h;
  ObjId drake = h.add(1, "Soaring Drake");  // {2}{U}
  ObjId forest = h.add(1, "Forest");
  ObjId mine = h.add(0, "Soaring Drake");
  ObjId token = h.add(1, "Undercity Dire Rat");
  h.st().obj(token).token = true;
  EXPECT_TRUE(matches(h.g.st, drake, f, 0, kNoObj));
  EXPECT_FALSE(matches(h.g.st, forest, f, 0, kNoObj));
  EXPECT_FALSE(matches(h.g.st, mine, f, 0, kNoObj));
  EXPECT_FALSE(matches(h.g.st, token, f, 0, kNoObj));
  EXPECT_FALSE(matches(h.g.st, drake, f.with(ManaValueAtMost, 2), 0, kNoObj));
}

TEST(Filter, TwoSubtypeConditionsKeepTheirLists) {
  Filter f = creature().with(HasSubtype, "Rat,Drake").with(LacksSubtypes, "Drake");
  Harness h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  ObjId drake = h.add(0, "Soaring Drake");
  EXPECT_TRUE(matches(h.g.st, rat, f, 0, kNoObj));
  EXPECT_FALSE(matches(h.g.st, drake, f, 0, kNoObj));
  EXPECT_THROW(f.with(HasSubtype, "Elf"), std::logic_error);  // two lists at most
}

TEST(Filter, ManaValueAtMostXTakesTheXItIsGiven) {
  Filter f = creature().with(ManaValueAtMostX);
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");  // mana value 3
  EXPECT_FALSE(matches(h.g.st, drake, f.with_x(2), 0, kNoObj));
  EXPECT_TRUE(matches(h.g.st, drake, f.with_x(3), 0, kNoObj));
}

TEST(Filter, TooManyConditionsIsAnError) {
  Filter f;
  for (int i = 0; i < Filter::kMaxConditions; ++i) f = f.with(Nonland);
  EXPECT_THROW(f.with(NonToken), std::logic_error);
}

}  // namespace lore::test
