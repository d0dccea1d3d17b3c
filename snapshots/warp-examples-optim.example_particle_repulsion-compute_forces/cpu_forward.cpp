struct wp_args_compute_forces {
    wp::uint64 grid;
    wp::array_t<wp::vec_t<3, wp::float32>> x;
    wp::array_t<wp::vec_t<3, wp::float32>> v;
    wp::array_t<wp::vec_t<3, wp::float32>> f;
};

template <bool wp_linear_contiguous>
static void compute_forces_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_compute_forces *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x = _wp_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> var_v = _wp_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = 3.0;
    wp::hash_grid_query_f var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::int32 var_11;
    bool var_12;
    wp::vec_t<3, wp::float32>* var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32>* var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 128;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.0;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = 0.5;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    //---------
    // forward
    // def compute_forces(                                                                    <L 102>
    // tid = wp.tid()                                                                         <L 116>
    var_0 = builtin_tid1d();
    // i = wp.hash_grid_point_id(grid, tid)                                                   <L 119>
    var_1 = wp::hash_grid_point_id(var_grid, var_0);
    // x_i = x[i]                                                                             <L 121>
    var_2 = wp::address(var_x, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v_i = v[i]                                                                             <L 122>
    var_5 = wp::address(var_v, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // neighbors = wp.hash_grid_query(grid, x_i, RADIUS)                                      <L 125>
    var_9 = wp::hash_grid_query(var_grid, var_3, var_8);
    // f_i = wp.vec3()                                                                        <L 127>
    var_10 = wp::vec_t<3, wp::float32>();
    // for index in neighbors:                                                                <L 129>
    start_for_0:;
        if (iter_cmp(var_9) == 0) goto end_for_0;
        var_11 = wp::iter_next(var_9);
        // if index != i:                                                                     <L 130>
        var_12 = (var_11 != var_1);
        if (var_12) {
            // x_j = x[index]                                                                 <L 131>
            var_13 = wp::address(var_x, var_11);
            var_15 = wp::load(var_13);
            var_14 = wp::copy(var_15);
            // v_j = v[index]                                                                 <L 132>
            var_16 = wp::address(var_v, var_11);
            var_18 = wp::load(var_16);
            var_17 = wp::copy(var_18);
            // dx = periodic_distance(x_i[0] - x_j[0], float(N_GRID))                         <L 135>
            var_20 = wp::extract(var_3, var_19);
            var_22 = wp::extract(var_14, var_21);
            var_23 = wp::sub(var_20, var_22);
            var_25 = wp::float(var_24);
            var_26 = periodic_distance_0(var_23, var_25);
            // dy = periodic_distance(x_i[1] - x_j[1], float(N_GRID))                         <L 136>
            var_28 = wp::extract(var_3, var_27);
            var_30 = wp::extract(var_14, var_29);
            var_31 = wp::sub(var_28, var_30);
            var_32 = wp::float(var_24);
            var_33 = periodic_distance_0(var_31, var_32);
            // d = wp.vec3(dx, dy, 0.0)                                                       <L 137>
            var_35 = wp::vec_t<3, wp::float32>(var_26, var_33, var_34);
            // f_i -= wp.grad(compute_potential)(d)                                           <L 140>
            var_36 = {};
            var_37 = wp::float32(1);
            adj_compute_potential_0(var_35, var_36, var_37);
            var_38 = wp::sub(var_10, var_36);
            // v_rel = v_i - v_j                                                              <L 143>
            var_39 = wp::sub(var_6, var_17);
            // f_i -= DAMPING * v_rel                                                         <L 144>
            var_41 = wp::mul(var_40, var_39);
            var_42 = wp::sub(var_38, var_41);
        }
        var_43 = wp::where(var_12, var_42, var_10);
        wp::assign(var_10, var_43);
        goto start_for_0;
    end_for_0:;
    // f[i] = f_i                                                                             <L 146>
    wp::array_store(var_f, var_1, var_10);
}