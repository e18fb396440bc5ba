//! Losses and their replacements: a personnel targeted to die that a card returns or saves
//! instead (`respond to die(...)`), and the crew of a ship or facility being destroyed that a
//! card rescues before it is lost with it (`respond to destroy(...)`), and a personnel
//! randomly selected to die or to be captured that an interrupt saves or replaces
//! (`respond to selected_to_die(...)`, `selected_to_be_captured(...)`). The deaths and
//! destructions themselves are battle's (`battle::kill`, `battle::destroy`).

pub(crate) mod death;
pub(crate) mod hand_answers;
pub(crate) mod rescue;
pub(crate) mod selection;
