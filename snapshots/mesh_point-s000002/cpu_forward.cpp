struct wp_args_mesh_point_s000002 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::float32> c;
    wp::array_t<wp::float32> d;
    wp::uint64 mesh;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void mesh_point_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mesh_point_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mesh_point_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = 0.25;
    wp::mesh_query_point_t var_5;
    bool* var_6;
    wp::float32* var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    bool var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // forward
    // def mesh_point_s000002(                                                                <L 7>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = b[i]                                                                              <L 17>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // x1 = wp.mesh_query_point_no_sign(mesh, x0, 0.25)                                       <L 18>
    var_5 = wp::mesh_query_point_no_sign(var_mesh, var_2, var_4);
    // out[i] = wp.where(x1.result, c[i], d[i])                                               <L 19>
    var_6 = &((var_5).result);
    var_7 = wp::address(var_c, var_0);
    var_8 = wp::address(var_d, var_0);
    var_10 = wp::load(var_6);
    var_11 = wp::load(var_7);
    var_12 = wp::load(var_8);
    var_9 = wp::where(var_10, var_11, var_12);
    wp::array_store(var_out, var_0, var_9);
}