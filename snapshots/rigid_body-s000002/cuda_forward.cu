extern "C" __global__ void rigid_body_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::vec_t<6, wp::float32>> var_c,
    wp::array_t<wp::vec_t<6, wp::float32>> var_d,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::float32 var_3 = 0.6;
        const wp::float32 var_4 = 0.8;
        const wp::float32 var_5 = 0.0;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::quat_t<wp::float32> var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::transform_t<wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<6, wp::float32>* var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<6, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<6, wp::float32>* var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<6, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<6, wp::float32>* var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<6, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<6, wp::float32> var_28;
        const wp::float32 var_29 = 2.0;
        wp::vec_t<6, wp::float32> var_30;
        wp::vec_t<6, wp::float32>* var_31;
        wp::float32 var_32;
        wp::vec_t<6, wp::float32> var_33;
        //---------
        // forward
        // def rigid_body_s000002(                                                                <L 12>
        // i, j, k = wp.tid()                                                                     <L 19>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i, j, k])                       <L 20>
        var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
        var_7 = wp::address(var_b, var_0, var_1, var_2);
        var_9 = wp::load(var_7);
        var_8 = wp::quat_from_axis_angle(var_6, var_9);
        // x1 = wp.transform(a[i, j, k], x0)                                                      <L 21>
        var_10 = wp::address(var_a, var_0, var_1, var_2);
        var_12 = wp::load(var_10);
        var_11 = wp::transform_t<wp::float32>(var_12, var_8);
        // x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j, k])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k]))), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k])))       <L 22>
        var_13 = wp::address(var_c, var_0, var_1, var_2);
        var_15 = wp::load(var_13);
        var_14 = wp::spatial_top(var_15);
        var_16 = wp::transform_vector(var_11, var_14);
        var_17 = wp::transform_get_translation(var_11);
        var_18 = wp::address(var_c, var_0, var_1, var_2);
        var_20 = wp::load(var_18);
        var_19 = wp::spatial_bottom(var_20);
        var_21 = wp::transform_vector(var_11, var_19);
        var_22 = wp::cross(var_17, var_21);
        var_23 = wp::add(var_16, var_22);
        var_24 = wp::address(var_c, var_0, var_1, var_2);
        var_26 = wp::load(var_24);
        var_25 = wp::spatial_bottom(var_26);
        var_27 = wp::transform_vector(var_11, var_25);
        var_28 = wp::vec_t<6, wp::float32>(var_23, var_27);
        // x3 = x2 * 2.0                                                                          <L 23>
        var_30 = wp::mul(var_28, var_29);
        // out[i, j, k] = rigid_body_s000002_combine(x3, d[i, j, k])                              <L 24>
        var_31 = wp::address(var_d, var_0, var_1, var_2);
        var_33 = wp::load(var_31);
        var_32 = rigid_body_s000002_combine_0(var_30, var_33);
        wp::array_store(var_out, var_0, var_1, var_2, var_32);
    }
}