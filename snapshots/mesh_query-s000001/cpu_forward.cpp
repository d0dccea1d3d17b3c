struct wp_args_mesh_query_s000001 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::int32> idx;
    wp::uint64 mesh;
    wp::array_t<wp::int32> out;
    wp::array_t<wp::int32> out1;
    wp::array_t<wp::int32> out2;
};

template <bool wp_linear_contiguous>
static void mesh_query_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mesh_query_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mesh_query_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.idx.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out2.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    wp::array_t<wp::int32> var_out2 = _wp_args->out2;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::mesh_query_aabb_t var_10;
    const wp::int32 var_11 = 0;
    wp::int32 var_12;
    const wp::int32 var_13 = 1000;
    wp::int32 var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    bool var_19;
    const wp::int32 var_20 = 1;
    wp::int32 var_21;
    wp::int32* var_22;
    wp::int32 var_23;
    wp::int32 var_24;
    wp::int32 var_25;
    //---------
    // forward
    // def mesh_query_s000001(                                                                <L 7>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = b[i]                                                                              <L 19>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // query = wp.mesh_query_aabb(mesh, x0 - c[i], x0 + c[i])                                 <L 20>
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_2, var_6);
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_2, var_9);
    var_10 = wp::mesh_query_aabb(var_mesh, var_5, var_8);
    // x1 = wp.int32(0)                                                                       <L 21>
    var_12 = wp::int32(var_11);
    // x2 = wp.int32(1000)                                                                    <L 22>
    var_14 = wp::int32(var_13);
    // x3 = wp.int32(0)                                                                       <L 23>
    var_16 = wp::int32(var_15);
    // face = wp.int32(0)                                                                     <L 24>
    var_18 = wp::int32(var_17);
    // while wp.mesh_query_aabb_next(query, face):                                            <L 25>
    start_while_0:;
    var_19 = wp::mesh_query_aabb_next(var_10, var_18);
    if ((var_19) == false) goto end_while_0;
        // x1 += 1                                                                            <L 26>
        var_21 = wp::add(var_12, var_20);
        // x2 = wp.min(x2, idx[face])                                                         <L 27>
        var_22 = wp::address(var_idx, var_18);
        var_24 = wp::load(var_22);
        var_23 = wp::min(var_14, var_24);
        // x3 += face                                                                         <L 28>
        var_25 = wp::add(var_16, var_18);
        wp::assign(var_12, var_21);
        wp::assign(var_14, var_23);
        wp::assign(var_16, var_25);
    goto start_while_0;
    end_while_0:;
    // out[i] = x1                                                                            <L 29>
    wp::array_store(var_out, var_0, var_12);
    // out1[i] = x2                                                                           <L 30>
    wp::array_store(var_out1, var_0, var_14);
    // out2[i] = x3                                                                           <L 31>
    wp::array_store(var_out2, var_0, var_16);
}