//! Movement (M:430-445): a ship's normal move along the spaceline spending RANGE (M:441),
//! passing locations on its way (M:443) unless a card forbids it, required moves (S:57), and
//! beaming (M:437); a ship's staffing (S:345-351); landing, taking off, loading and launching
//! where a card allows them (M:433), and walking on and off such ships (M:434).

pub(crate) mod beaming;
pub(crate) mod landing;
pub(crate) mod passage;
pub(crate) mod required_move;
pub(crate) mod ships;
mod staffing;
pub(crate) mod walking;
