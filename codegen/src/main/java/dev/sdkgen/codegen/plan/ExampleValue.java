package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.TypeRef;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An example value for README snippets, language-neutral: each language prints it in its own syntax.
 * Objects and arrays keep the type they stand for, for languages whose literals name it.
 */
public sealed interface ExampleValue {

    record Str(String value) implements ExampleValue {
    }

    /** A number as written in source ({@code 0}, {@code 2.5}). */
    record Num(String literal) implements ExampleValue {
    }

    record Bool(boolean value) implements ExampleValue {
    }

    record Null() implements ExampleValue {
    }

    /** Fields by wire name, in declaration order; {@code type} is the object's type (a named type or a map). */
    record Obj(TypeRef type, Map<String, ExampleValue> fields) implements ExampleValue {
        public Obj {
            fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }
    }

    /** {@code type} is the array's type. */
    record Arr(TypeRef type, List<ExampleValue> items) implements ExampleValue {
        public Arr {
            items = List.copyOf(items);
        }
    }

    /** A file to upload (a binary field of a multipart body). */
    record File() implements ExampleValue {
    }

    /** Raw bytes (a binary request body). */
    record Bytes() implements ExampleValue {
    }
}
