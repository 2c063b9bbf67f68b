// Phasing (702.26) as an engine mechanic: the parts no card in the pool can show in a scenario
// (phasing out during combat, damage on a phased-out permanent at cleanup, phasing in with no
// lock).
#include "harness.h"

namespace lore::test {

// DMU-R-0209: an attacking creature that phases out is removed from combat (506.4), so it
// deals no combat damage and its blocker deals none to it.
TEST(Phasing, AttackerPhasedOutIsRemovedFromCombat) {
  Table h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  ObjId drake = h.add(1, "Soaring Drake");
  h.start();
  h.attack_blocked(wurm, drake);
  h.expect(DecisionKind::Priority);
  phase_out(h.g, wurm);
  EXPECT_FALSE(h.st().obj(wurm).attacking);
  EXPECT_TRUE(h.log_has("702.26b"));
  h.pass_to_step(Step::EndCombat);
  EXPECT_EQ(h.st().obj(drake).damage, 0);
  EXPECT_EQ(h.st().obj(wurm).damage, 0);
  EXPECT_EQ(h.player(1).life, 20);
}

// 514.2: damage wears off phased-out permanents too; 702.26b: state-based actions don't see
// them; 502.1: with no lock, it phases in during its controller's next untap step, then
// untaps (502.3).
TEST(Phasing, PhasesInBeforeUntappingAndDamageWearsOff) {
  Table h;
  for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Swamp", 5, Zone::Library);
  ObjId drake = h.add(0, "Soaring Drake");
  h.st().obj(drake).tapped = true;
  h.st().obj(drake).damage = 5;  // lethal, but a phased-out permanent is ignored by 704.5g
  phase_out(h.g, drake);
  h.start();
  h.pass_to_step(Step::Upkeep, 3);
  EXPECT_TRUE(h.st().obj(drake).phased_out);  // P2's untap step: not its controller's
  EXPECT_EQ(h.st().obj(drake).damage, 0);     // removed in the cleanup step
  EXPECT_FALSE(h.st().obj(drake).left);
  h.pass_to_step(Step::Upkeep, 4);
  EXPECT_FALSE(h.st().obj(drake).phased_out);
  EXPECT_FALSE(h.st().obj(drake).tapped);  // phased in, then untapped
  EXPECT_FALSE(h.st().obj(drake).sick);    // controlled continuously: it can attack
  EXPECT_TRUE(h.log_has("702.26c"));
}

}  // namespace lore::test
