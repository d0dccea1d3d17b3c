struct wp_args_hash_grid_s000002 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::uint64 grid;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void hash_grid_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_hash_grid_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_hash_grid_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = 0.5;
    wp::hash_grid_query_f var_5;
    const wp::int32 var_6 = 0;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    wp::int32 var_9;
    const wp::float32 var_10 = 0.0;
    wp::float32 var_11;
    bool var_12;
    wp::vec_t<3, wp::float32>* var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.5;
    bool var_18;
    const wp::int32 var_19 = 1;
    wp::int32 var_20;
    const wp::float32 var_21 = 0.5;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.5;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::int32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.25;
    wp::float32 var_31;
    wp::float32 var_32;
    //---------
    // forward
    // def hash_grid_s000002(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = b[i]                                                                              <L 14>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // query = wp.hash_grid_query(grid, x0, 0.5)                                              <L 15>
    var_5 = wp::hash_grid_query(var_grid, var_2, var_4);
    // index, x1 = wp.int32(0), wp.int32(0)                                                   <L 16>
    var_7 = wp::int32(var_6);
    var_9 = wp::int32(var_8);
    // x2 = wp.float32(0.0)                                                                   <L 17>
    var_11 = wp::float32(var_10);
    // while wp.hash_grid_query_next(query, index):                                           <L 18>
    start_while_0:;
    var_12 = wp::hash_grid_query_next(var_5, var_7);
    if ((var_12) == false) goto end_while_0;
        // x3 = wp.length(points[index] - x0)                                                 <L 19>
        var_13 = wp::address(var_points, var_7);
        var_15 = wp::load(var_13);
        var_14 = wp::sub(var_15, var_2);
        var_16 = wp::length(var_14);
        // if x3 <= 0.5:                                                                      <L 20>
        var_18 = (var_16 <= var_17);
        if (var_18) {
            // x1 += 1                                                                        <L 21>
            var_20 = wp::add(var_9, var_19);
            // x2 += (0.5 - x3) * (0.5 - x3)                                                  <L 22>
            var_22 = wp::sub(var_21, var_16);
            var_24 = wp::sub(var_23, var_16);
            var_25 = wp::mul(var_22, var_24);
            var_26 = wp::add(var_11, var_25);
        }
        var_27 = wp::where(var_18, var_20, var_9);
        var_28 = wp::where(var_18, var_26, var_11);
        wp::assign(var_9, var_27);
        wp::assign(var_11, var_28);
    goto start_while_0;
    end_while_0:;
    // out[i] = x2 + wp.float32(x1) * 0.25                                                    <L 23>
    var_29 = wp::float32(var_9);
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_11, var_31);
    wp::array_store(var_out, var_0, var_32);
}