package dev.sdkgen.engine.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemaTypeNamesTest {
    @Test
    void typeNamesEntriesComeFirstAndResolveAConflict() {
        List<String> schemas = List.of("NullString", "nullString", "pet_owner");
        SchemaTypeNames plain = SchemaTypeNames.of(schemas, Map.of());
        assertEquals(Map.of("NullString", List.of("NullString", "nullString")), plain.conflicts());

        SchemaTypeNames named = SchemaTypeNames.of(schemas, Map.of("nullString", "NullStringNonNull"));
        assertEquals(Map.of(), named.conflicts());
        assertEquals("NullString", named.of("NullString"));
        assertEquals("NullStringNonNull", named.of("nullString"));
        assertEquals("PetOwner", named.of("pet_owner"));
    }

    @Test
    void aTypeNameEntryCanMakeAConflictToo() {
        SchemaTypeNames names = SchemaTypeNames.of(List.of("Pet", "Owner"), Map.of("Owner", "Pet"));
        assertEquals(Map.of("Pet", List.of("Pet", "Owner")), names.conflicts());
    }

    @Test
    void reverseDnsNamesGetTheShortestUniqueName() {
        SchemaTypeNames names = SchemaTypeNames.of(List.of("io.k8s.api.core.v1.Pod",
                "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta", "io.k8s.api.autoscaling.v1.Scale",
                "io.k8s.api.autoscaling.v2.Scale", "io.k8s.api.core.v1.Status", "Status", "pet.owner"), Map.of());
        assertEquals("Pod", names.of("io.k8s.api.core.v1.Pod"));
        assertEquals("ObjectMeta", names.of("io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"));
        assertEquals("V1Scale", names.of("io.k8s.api.autoscaling.v1.Scale"));
        assertEquals("V2Scale", names.of("io.k8s.api.autoscaling.v2.Scale"));
        assertEquals("V1Status", names.of("io.k8s.api.core.v1.Status"), "Status is another schema's name");
        assertEquals("Status", names.of("Status"));
        assertEquals("PetOwner", names.of("pet.owner"), "two segments are not a reverse-DNS name: the contract's rule");
        assertEquals(Map.of(), names.conflicts());
    }

    @Test
    void theContractsConflictsStayConflicts() {
        SchemaTypeNames names = SchemaTypeNames.of(List.of("io.k8s.api.Pod", "io_k8s_api_Pod", "pet_owner", "PetOwner"), Map.of());
        assertEquals(Map.of("IoK8sApiPod", List.of("io.k8s.api.Pod", "io_k8s_api_Pod"),
                "PetOwner", List.of("pet_owner", "PetOwner")), names.conflicts());
        assertEquals("IoK8sApiPod", names.of("io.k8s.api.Pod"), "a schema in a conflict is never shortened");
    }

    @Test
    void anEntryKeepsItsSchemaOutOfShortening() {
        SchemaTypeNames names = SchemaTypeNames.of(List.of("io.k8s.api.core.v1.Pod"), Map.of("io.k8s.api.core.v1.Pod", "CorePod"));
        assertEquals("CorePod", names.of("io.k8s.api.core.v1.Pod"));
    }
}
