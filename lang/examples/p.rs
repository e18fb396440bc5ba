fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let (m, d) = stccg_lang::syntax::parse_module(stccg_lang::source::FileId(0), &text);
    for x in &d {
        let (l, c) = stccg_lang::span::line_col(&text, x.primary().span.start);
        println!("{l}:{c} {} / {} / {:?}", x.message, x.labels[0].message, x.help);
    }
    println!("{} items", m.items.len());
}
