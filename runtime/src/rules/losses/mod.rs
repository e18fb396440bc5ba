//! Losses and their replacements: a personnel targeted to die that a card returns or saves
//! instead (`respond to die(...)`), and the crew of a ship or facility being destroyed that a
//! card rescues before it is lost with it (`respond to destroy(...)`). The deaths and
//! destructions themselves are battle's (`battle::kill`, `battle::destroy`).

pub(crate) mod death;
pub(crate) mod rescue;
