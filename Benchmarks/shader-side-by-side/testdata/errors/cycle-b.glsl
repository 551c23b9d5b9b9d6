#include "cycle-a.frag"
