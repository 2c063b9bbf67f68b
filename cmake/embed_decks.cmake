# Writes OUT: a C++ file with the deck files DIR/*.txt as lore::kEmbeddedDecks, each named by
# its file name without ".txt".
file(GLOB DECKS ${DIR}/*.txt)
list(SORT DECKS)
set(body "// Generated from decks/. Do not edit.\n#include \"engine/deck_embedded.h\"\n")
string(APPEND body "namespace lore {\nconst std::vector<EmbeddedDeck> kEmbeddedDecks = {\n")
foreach(path ${DECKS})
  get_filename_component(name ${path} NAME_WE)
  file(READ ${path} content)
  string(APPEND body "  {\"${name}\", R\"LOREDATA(${content})LOREDATA\"},\n")
endforeach()
string(APPEND body "};\n}  // namespace lore\n")
file(WRITE ${OUT}.tmp "${body}")
configure_file(${OUT}.tmp ${OUT} COPYONLY)
