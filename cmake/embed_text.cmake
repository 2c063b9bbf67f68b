# Writes OUT: a C++ file exposing the text of IN as `std::string_view lore::NAME`.
file(READ ${IN} content)
set(body "// Generated from ${IN}. Do not edit.\n#include <string_view>\nnamespace lore {\n")
string(APPEND body "extern const std::string_view ${NAME};\n")
string(APPEND body "const std::string_view ${NAME} = R\"LOREDATA(${content})LOREDATA\";\n}\n")
file(WRITE ${OUT}.tmp "${body}")
configure_file(${OUT}.tmp ${OUT} COPYONLY)
