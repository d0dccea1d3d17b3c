struct wp_args_grid_update {
    wp::array_t<wp::float32> heights;
    wp::array_t<wp::vec_t<3, wp::float32>> vertices;
};

template <bool wp_linear_contiguous>
static void grid_update_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_grid_update *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_heights = _wp_args->heights;
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertices = _wp_args->vertices;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::int32 var_7 = 0;
    wp::float32 var_8;
    const wp::int32 var_9 = 2;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    //---------
    // forward
    // def grid_update(heights: wp.array[float], vertices: wp.array[wp.vec3]):                <L 95>
    // tid = wp.tid()                                                                         <L 96>
    var_0 = builtin_tid1d();
    // h = heights[tid]                                                                       <L 98>
    var_1 = wp::address(var_heights, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v = vertices[tid]                                                                      <L 99>
    var_4 = wp::address(var_vertices, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v_new = wp.vec3(v[0], h, v[2])                                                         <L 101>
    var_8 = wp::extract(var_5, var_7);
    var_10 = wp::extract(var_5, var_9);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_2, var_10);
    // vertices[tid] = v_new                                                                  <L 103>
    wp::array_store(var_vertices, var_0, var_11);
}