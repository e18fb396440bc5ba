fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let (m, _) = stccg_lang::syntax::parse_module(stccg_lang::source::FileId(0), &text);
    println!("{}", serde_json::to_string(&m).unwrap());
}
