struct wp_args_mesh_query_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::float32> d;
    wp::uint64 mesh;
    wp::array_t<wp::int32> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void mesh_query_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mesh_query_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mesh_query_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
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
    const wp::float32 var_13 = 0.0;
    wp::float32 var_14;
    wp::int32 var_15;
    const wp::int32 var_16 = 1;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def mesh_query_s000000(                                                                <L 7>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // x0 = b[i]                                                                              <L 18>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // query = wp.mesh_query_aabb(mesh, x0 - c[i], x0 + c[i])                                 <L 19>
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_2, var_6);
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_2, var_9);
    var_10 = wp::mesh_query_aabb(var_mesh, var_5, var_8);
    // x1 = wp.int32(0)                                                                       <L 20>
    var_12 = wp::int32(var_11);
    // x2 = wp.float32(0.0)                                                                   <L 21>
    var_14 = wp::float32(var_13);
    // for face in query:                                                                     <L 22>
    start_for_0:;
        if (iter_cmp(var_10) == 0) goto end_for_0;
        var_15 = wp::iter_next(var_10);
        // x1 += 1                                                                            <L 23>
        var_17 = wp::add(var_12, var_16);
        // x2 = wp.max(x2, d[face])                                                           <L 24>
        var_18 = wp::address(var_d, var_15);
        var_20 = wp::load(var_18);
        var_19 = wp::max(var_14, var_20);
        wp::assign(var_12, var_17);
        wp::assign(var_14, var_19);
        goto start_for_0;
    end_for_0:;
    // out[i] = x1                                                                            <L 25>
    wp::array_store(var_out, var_0, var_12);
    // out1[i] = x2                                                                           <L 26>
    wp::array_store(var_out1, var_0, var_14);
}